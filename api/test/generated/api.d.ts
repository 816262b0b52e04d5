// Generated from GET /api/docs/json by `npm run generate:client -w api` (openapi-typescript). Do not edit.
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Is the API up, and on which database
         * @description Is the API up, and on which database. Public: no token needed.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process answers
         * @description Liveness: the process answers. Public: no token needed.
         */
        get: operations["getHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the database answers (503 names what is down)
         * @description Readiness: the database answers (503 names what is down). Public: no token needed.
         */
        get: operations["getHealthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/jwt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a Cognito ID token for the API token
         * @description Exchange a Cognito ID token for the API token. Public: no token needed.
         */
        post: operations["postAuthJwt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * After a password change made at the identity provider: ends every earlier session and exchanges the ID token of the sign-in with the new password
         * @description After a password change made at the identity provider: ends every earlier session and exchanges the ID token of the sign-in with the new password. Public: no token needed.
         */
        post: operations["postAuthPasswordChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke the current API token
         * @description Revoke the current API token. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postAuthSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/this": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in account
         * @description The signed-in account. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getUserThis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/this/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store the account language
         * @description Store the account language. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postUserThisLocale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/this/glucose-unit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Store the account's glucose unit (null: the clinic's)
         * @description Store the account's glucose unit (null: the clinic's). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        put: operations["putUserThisGlucoseUnit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/doctor/license": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Accept the terms and conditions (doctor)
         * @description Accept the terms and conditions (doctor). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        put: operations["putDoctorLicense"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/license": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Accept the terms and conditions (patient)
         * @description Accept the terms and conditions (patient). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        put: operations["putUserLicense"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Accept the privacy policy (doctor or patient)
         * @description Accept the privacy policy (doctor or patient). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        put: operations["putUserPrivacy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/arrival": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a single-use invitation or continue-link token for an API session (patient/:token)
         * @description Exchange a single-use invitation or continue-link token for an API session (patient/:token). Public: no token needed.
         */
        post: operations["postAuthArrival"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveyInstance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A patient's survey instances, newest first
         * @description A patient's survey instances, newest first. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getSurveyInstance"];
        put?: never;
        /**
         * A doctor assigns a survey to a patient of the clinic
         * @description The patient gets an email with a link to it (or the unused invitation just sent leads there). 409 while the same survey is still open (CREATED or IN_PROGRESS) for the patient.
         */
        post: operations["postSurveyInstance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveyInstance/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One instance with its survey, answers, scores and care plan
         * @description One instance with its survey, answers, scores and care plan. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getSurveyInstanceById"];
        /**
         * Save answers (each saved at once; the first moves CREATED → IN_PROGRESS)
         * @description Answers 204: the questionnaire holds its answers, so the instance is not rebuilt for every one.
         */
        put: operations["putSurveyInstanceById"];
        post?: never;
        /**
         * A doctor withdraws an assignment the patient has not started
         * @description 409 once the patient has saved an answer.
         */
        delete: operations["deleteSurveyInstanceById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/user-restricted-survey-bound/surveys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The surveys a doctor's sign-up link offers (the available-surveys helper)
         * @description The surveys a doctor's sign-up link offers (the available-surveys helper). Public: no token needed.
         */
        get: operations["getAuthUserRestrictedSurveyBoundSurveys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/user-restricted-survey-bound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign-up through a doctor link: a restricted patient bound to one survey, signed in
         * @description Answers the API token and the survey instance the new user may open (and nothing else).
         */
        post: operations["postAuthUserRestrictedSurveyBound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/survey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Regular surveys by name, then revision descending
         * @description Regular surveys by name, then revision descending. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getSurvey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/survey/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One survey with all its questions
         * @description One survey with all its questions. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getSurveyById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveyInstance/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the current stage (scores are computed at the first wave)
         * @description Answers the instance as it now is (the same view as GET surveyInstance/{id}), so the client need not fetch it again.
         */
        post: operations["postSurveyInstanceByIdSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveyInstance/{id}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every answer by category with its score contribution, the PHQ-2 items, the patient's own words and context (doctors)
         * @description Every answer by category with its score contribution, the PHQ-2 items, the patient's own words and context (doctors). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getSurveyInstanceByIdAnswers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in patient’s notes, newest first
         * @description The signed-in patient’s notes, newest first. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getNote"];
        put?: never;
        /**
         * Create a note (1–1000 characters)
         * @description Create a note (1–1000 characters). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/note/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the text of one of the signed-in patient’s notes (1–1000 characters)
         * @description Change the text of one of the signed-in patient’s notes (1–1000 characters). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        put: operations["putNoteById"];
        post?: never;
        /**
         * Delete one of the signed-in patient’s notes
         * @description Delete one of the signed-in patient’s notes. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        delete: operations["deleteNoteById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resources/education": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The English resource tree
         * @description The English resource tree. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getResourcesEducation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resources/education/locale/es-ES": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Spanish resource tree
         * @description The Spanish resource tree. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getResourcesEducationLocaleEsES"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resources/education/recommended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resources recommended from the patient's latest scored survey
         * @description Resources recommended from the patient's latest scored survey. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getResourcesEducationRecommended"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resources/education/{id}/resolved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public page of a resource
         * @description The public page of a resource. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getResourcesEducationByIdResolved"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resources/education/{id}/{locale}/resolved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public page of a resource in a language
         * @description The public page of a resource in a language. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getResourcesEducationByIdByLocaleResolved"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveyInstance/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All survey results, pseudonymised, as export.csv (streamed)
         * @description Each patient and each clinic is a stable code (HMAC of its id with the installation key): no name, email or date of birth; dates to the day (UTC); only clinics where at least 5 patients have a questionnaire.
         */
        get: operations["getSurveyInstanceCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fhir/patient/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One patient's questionnaires, answers and CGM summary as a FHIR R4 Bundle
         * @description A Bundle of type collection: the Patient, a Questionnaire per survey answered, a QuestionnaireResponse per submitted one (PHQ-2/PHQ-9 with LOINC codes) and HL7 CGM IG summary Observations.
         */
        get: operations["getFhirPatientById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fhir/research": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every questionnaire answered and CGM summary, pseudonymised, as a FHIR R4 Bundle (streamed)
         * @description Patients, clinics and responses are codes as in export.csv (HMAC with the installation key), responses authored on a day, only clinics where at least 5 patients have a questionnaire: no name, email, date of birth or free text.
         */
        get: operations["getFhirResearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/this/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in patient's own data: bundle.json (FHIR R4) and summary.html in one zip
         * @description bundle.json is the Bundle the doctor's FHIR export builds; summary.html says the same and more (notes, plans) in words, in the patient's language.
         */
        get: operations["getUserThisData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail, newest first (filter by who acted, whose data, and dates)
         * @description The audit trail, newest first (filter by who acted, whose data, and dates). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered audit trail as audit.csv (streamed)
         * @description The filtered audit trail as audit.csv (streamed). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getAuditCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit/chain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify the whole keyed hash chain, and a head published earlier (superadmin)
         * @description With `index` and `hash` from an `audit chain head` log line, `published` tells whether that row is still in the chain unchanged; without them, the newest head published to the audit_heads table (which the API cannot rewrite where it runs as its own database role) is compared. Rows deleted from the end show only this way.
         */
        get: operations["getAuditChain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The patient list: filters, free-text search, sort and pages computed in SQL
         * @description The patient list: filters, free-text search, sort and pages computed in SQL. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getUser"];
        put?: never;
        /**
         * Create a patient: identity account with a temporary password and an invitation email
         * @description Create a patient: identity account with a temporary password and an invitation email. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/doctors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The doctors a patient is assigned to (the patient's clinic)
         * @description The doctors a patient is assigned to (the patient's clinic). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getUserByIdDoctors"];
        /**
         * Replace a patient's assigned doctors (doctors of the patient's clinic)
         * @description Replace a patient's assigned doctors (doctors of the patient's clinic). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        put: operations["putUserByIdDoctors"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/visit-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pre-visit one-pager's content, in the patient's language unless lang names another
         * @description The pre-visit one-pager's content, in the patient's language unless lang names another. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getUserByIdVisitSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/visit-summary.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pre-visit one-pager as one A4 PDF page, tagged, named summary-<name>-<date>.pdf
         * @description The pre-visit one-pager as one A4 PDF page, tagged, named summary-<name>-<date>.pdf. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getUserByIdVisitSummaryPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/trends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each category's score and the glucose figures per visit, oldest first
         * @description Each category's score and the glucose figures per visit, oldest first. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getUserByIdTrends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveyInstance/{id}/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the ticked recommendations (draft → REVIEW)
         * @description Save the ticked recommendations (draft → REVIEW). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        put: operations["putSurveyInstanceByIdRecommendations"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveyInstance/{id}/conclusion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save conclusions; complete:true records the agreed care plan (→ COMPLETED), else a draft (→ REVIEW)
         * @description Save conclusions; complete:true records the agreed care plan (→ COMPLETED), else a draft (→ REVIEW). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        put: operations["putSurveyInstanceByIdConclusion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveyInstance/{id}/care-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save recommendations and conclusions in one write; complete:true records the agreed care plan (→ COMPLETED), else a draft (→ REVIEW)
         * @description Save recommendations and conclusions in one write; complete:true records the agreed care plan (→ COMPLETED), else a draft (→ REVIEW). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        put: operations["putSurveyInstanceByIdCarePlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clinic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List clinics (paged, by name)
         * @description List clinics (paged, by name). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getClinic"];
        put?: never;
        /**
         * Create a clinic
         * @description Create a clinic. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postClinic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clinic/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One clinic
         * @description One clinic. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getClinicById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clinic/{id}/support-contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Where the clinic's patients get help now (shown beside a positive PHQ-2 or PHQ-9), per language, and the emergency number
         * @description Where the clinic's patients get help now (shown beside a positive PHQ-2 or PHQ-9), per language, and the emergency number. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        put: operations["putClinicByIdSupportContact"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clinic/{id}/glucose-unit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The glucose unit of the clinic's people who have not chosen their own
         * @description The glucose unit of the clinic's people who have not chosen their own. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        put: operations["putClinicByIdGlucoseUnit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clinic/{id}/reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * When the clinic's patients are reminded of an unanswered questionnaire, per questionnaire
         * @description When the clinic's patients are reminded of an unanswered questionnaire, per questionnaire. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getClinicByIdReminders"];
        /**
         * Save the reminder delays of some questionnaires (days after the assignment; 0 = none)
         * @description Save the reminder delays of some questionnaires (days after the assignment; 0 = none). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        put: operations["putClinicByIdReminders"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/erasure-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The patient's newest request to have their account deleted, if any
         * @description The patient's newest request to have their account deleted, if any. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getUserErasureRequest"];
        put?: never;
        /**
         * Ask the clinic to delete my account (its administrator approves or declines)
         * @description Ask the clinic to delete my account (its administrator approves or declines). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postUserErasureRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/erasure-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pending account deletion requests of my clinic (every clinic for the superadmin)
         * @description The pending account deletion requests of my clinic (every clinic for the superadmin). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getErasureRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/erasure-request/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve an account deletion request: identity, contact data and free text erased, the clinical record kept pseudonymised for the retention period (or, with the two-person rule, the first of two approvals)
         * @description Approve an account deletion request: identity, contact data and free text erased, the clinical record kept pseudonymised for the retention period (or, with the two-person rule, the first of two approvals). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postErasureRequestByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/erasure-request/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an account deletion request, with the reason the patient reads
         * @description Decline an account deletion request, with the reason the patient reads. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postErasureRequestByIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clinic/{id}/erasure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The clinic's retention period for erased patients' records, and its two-person rule
         * @description The clinic's retention period for erased patients' records, and its two-person rule. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getClinicByIdErasure"];
        /**
         * Save the clinic's retention period (years) and two-person rule for erasures
         * @description Save the clinic's retention period (years) and two-person rule for erasures. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        put: operations["putClinicByIdErasure"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List admins (paged)
         * @description List admins (paged). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getAdmin"];
        put?: never;
        /**
         * Create a admin: identity account with a temporary password and an invitation email
         * @description Create a admin: identity account with a temporary password and an invitation email. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One admin by account id
         * @description One admin by account id. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getAdminById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/doctor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List doctors (paged)
         * @description List doctors (paged). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getDoctor"];
        put?: never;
        /**
         * Create a doctor: identity account with a temporary password and an invitation email
         * @description Create a doctor: identity account with a temporary password and an invitation email. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postDoctor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/doctor/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One doctor by account id
         * @description One doctor by account id. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getDoctorById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/doctor/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a doctor: sign-in refused, every session ends (a doctor's patients handed over first)
         * @description Deactivate a doctor: sign-in refused, every session ends (a doctor's patients handed over first). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postDoctorByIdDeactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/doctor/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivate a doctor: sign-in restored
         * @description Reactivate a doctor: sign-in restored. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postDoctorByIdReactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a admin: sign-in refused, every session ends (a doctor's patients handed over first)
         * @description Deactivate a admin: sign-in refused, every session ends (a doctor's patients handed over first). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postAdminByIdDeactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivate a admin: sign-in restored
         * @description Reactivate a admin: sign-in restored. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postAdminByIdReactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/superadmin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the superadmins (paged; active by default)
         * @description List the superadmins (paged; active by default). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getSuperadmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/superadmin/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a superadmin: sign-in refused, every session ends (never the last active one)
         * @description Deactivate a superadmin: sign-in refused, every session ends (never the last active one). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postSuperadminByIdDeactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/superadmin/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivate a superadmin: sign-in restored
         * @description Reactivate a superadmin: sign-in restored. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postSuperadminByIdReactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/doctor/{id}/patients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The patients assigned to a doctor (whom a handover moves)
         * @description The patients assigned to a doctor (whom a handover moves). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getDoctorByIdPatients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/doctor/this/handovers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The patients handed over to the signed-in doctor in the last two weeks, newest first
         * @description The patients handed over to the signed-in doctor in the last two weeks, newest first. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getDoctorThisHandovers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/doctor/{id}/handover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand a doctor's patients (all or some) and their questionnaires to another doctor of the clinic
         * @description Hand a doctor's patients (all or some) and their questionnaires to another doctor of the clinic. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postDoctorByIdHandover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a patient as having left the clinic: no reminders, no sign-in, out of the list
         * @description The record is kept. Every session ends and the identity provider refuses the password (AdminDisableUser) until POST user/{id}/return.
         */
        post: operations["postUserByIdLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A patient who left comes back: sign-in, reminders and the list resume
         * @description Undoes POST user/{id}/leave; the record was kept, so nothing is restored from elsewhere.
         */
        post: operations["postUserByIdReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/doctor/{id}/second-factor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a doctor's authenticator app (lost phone): the password alone signs in until a new one is enrolled
         * @description Reset a doctor's authenticator app (lost phone): the password alone signs in until a new one is enrolled. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postDoctorByIdSecondFactorReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/{id}/second-factor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a admin's authenticator app (lost phone): the password alone signs in until a new one is enrolled
         * @description Reset a admin's authenticator app (lost phone): the password alone signs in until a new one is enrolled. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postAdminByIdSecondFactorReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/second-factor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a patient's authenticator app (lost phone): the password alone signs in until a new one is enrolled
         * @description Reset a patient's authenticator app (lost phone): the password alone signs in until a new one is enrolled. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postUserByIdSecondFactorReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/this/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether my account must keep an authenticator app (its role, or its clinic for a doctor); if not, I may turn it off
         * @description Whether my account must keep an authenticator app (its role, or its clinic for a doctor); if not, I may turn it off. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getUserThisSecondFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clinic/{id}/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the clinic's doctors must sign in with an authenticator-app code
         * @description Whether the clinic's doctors must sign in with an authenticator-app code. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getClinicByIdSecondFactor"];
        /**
         * Require an authenticator app of the clinic's doctors (or not): a doctor without one enrols at the next sign-in
         * @description Require an authenticator app of the clinic's doctors (or not): a doctor without one enrols at the next sign-in. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        put: operations["putClinicByIdSecondFactor"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clinic/{id}/glucose-recency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hours a connected CGM may send nothing before the patient list says so
         * @description Hours a connected CGM may send nothing before the patient list says so. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getClinicByIdGlucoseRecency"];
        /**
         * Set the hours without a CGM reading before "No glucose data" shows and the patient is e-mailed once
         * @description Set the hours without a CGM reading before "No glucose data" shows and the patient is e-mailed once. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        put: operations["putClinicByIdGlucoseRecency"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clinic/{id}/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The clinic's questionnaires, screening and glucose at a glance (counts only, small groups withheld)
         * @description The clinic's questionnaires, screening and glucose at a glance (counts only, small groups withheld). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getClinicByIdOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/doctor/this/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in doctor's own patients at a glance (counts only, small groups withheld)
         * @description The signed-in doctor's own patients at a glance (counts only, small groups withheld). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getDoctorThisOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/doctor/sign-up-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The doctor's sign-up links and whether patients may go straight to the survey
         * @description The doctor's sign-up links and whether patients may go straight to the survey. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getDoctorSignUpLink"];
        /**
         * Save 'Allow patients to go straight to survey without sign-up' for the doctor
         * @description Save 'Allow patients to go straight to survey without sign-up' for the doctor. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        put: operations["putDoctorSignUpLink"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/doctor/qr-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A PNG QR code of the doctor's sign-up link, or of its anonymous variant
         * @description A PNG QR code of the doctor's sign-up link, or of its anonymous variant. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getDoctorQrCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveyInstance/singleBurn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A one-time link: a single-survey patient with a login and password for one survey
         * @description The credentials are answered once (for the modal) and mailed to the clinic; they are never stored in clear.
         */
        post: operations["postSurveyInstanceSingleBurn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/doctor/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The doctor's email preferences
         * @description The doctor's email preferences. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getDoctorNotifications"];
        /**
         * Save the doctor's email preferences (the daily digest of questionnaires awaiting review)
         * @description Save the doctor's email preferences (the daily digest of questionnaires awaiting review). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        put: operations["putDoctorNotifications"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reminders/opt-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a patient's questionnaire reminders (the token of the reminder email's link, no sign-in)
         * @description Stop a patient's questionnaire reminders (the token of the reminder email's link, no sign-in). Public: no token needed.
         */
        post: operations["postRemindersOptOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reminders/opt-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn a patient's questionnaire reminders back on (the token of the reminder email's link)
         * @description Turn a patient's questionnaire reminders back on (the token of the reminder email's link). Public: no token needed.
         */
        post: operations["postRemindersOptIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reminders/one-click/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a patient's questionnaire reminders: a mail client's one-click unsubscribe (RFC 8058)
         * @description Stop a patient's questionnaire reminders: a mail client's one-click unsubscribe (RFC 8058). Public: no token needed.
         */
        post: operations["postRemindersOneClickByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clinic/{id}/reminders/sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The clinic's questionnaire reminders, newest first: patient, questionnaire, when, and whether the email went
         * @description The clinic's questionnaire reminders, newest first: patient, questionnaire, when, and whether the email went. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getClinicByIdRemindersSent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clinic/{id}/reminders/due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The next questionnaire reminders of the clinic, soonest first: the one each open questionnaire is owed
         * @description The next questionnaire reminders of the clinic, soonest first: the one each open questionnaire is owed. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getClinicByIdRemindersDue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clinic/{id}/reminders/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the clinic's reminder email, marked as a test, to the caller's own address
         * @description Send the clinic's reminder email, marked as a test, to the caller's own address. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postClinicByIdRemindersTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One patient by account id
         * @description One patient by account id. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getUserById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/bulkSignup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import patients from a CSV file; answers the failed rows with their reasons
         * @description Import patients from a CSV file; answers the failed rows with their reasons. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postUserBulkSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password-reset link (same answer whether or not the account exists)
         * @description Mail a password-reset link (same answer whether or not the account exists). Public: no token needed.
         */
        post: operations["postAuthPasswordForgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset-link token
         * @description Set a new password with a reset-link token. Public: no token needed.
         */
        post: operations["postAuthPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/reset-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the verification code mailed by forgot (method code)
         * @description Set a new password with the verification code mailed by forgot (method code). Public: no token needed.
         */
        post: operations["postAuthPasswordResetCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dexcom/auth-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where to send the patient to authorize Dexcom (state bound to the patient, 10 minutes)
         * @description Where to send the patient to authorize Dexcom (state bound to the patient, 10 minutes). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getApiDexcomAuthUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dexcom/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange the authorization code (consent required); tokens stay on the server
         * @description Exchange the authorization code (consent required); tokens stay on the server. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postApiDexcomToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dexcom/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The link status (a doctor passes the patient’s userId)
         * @description The link status (a doctor passes the patient’s userId). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getApiDexcomStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dexcom/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Disconnect Dexcom (tokens deleted)
         * @description Disconnect Dexcom (tokens deleted). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        delete: operations["deleteApiDexcomDisconnect"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dexcom/skip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record skip
         * @description Record skip. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postApiDexcomSkip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dexcom/optout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record optout
         * @description Record optout. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postApiDexcomOptout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dexcom/optin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opt back in; answers where to authorize
         * @description Opt back in; answers where to authorize. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postApiDexcomOptin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dexcom/glucose/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fetch new readings from Dexcom (≤ 30-day chunks, de-duplicated, one at a time)
         * @description With `background: true` the answer comes within 3 s: a sync still running then goes on and the answer says `inProgress`.
         */
        post: operations["postApiDexcomGlucoseSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dexcom/glucose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readings straight from Dexcom (default: the last 24 hours; at most 30 days)
         * @description Readings straight from Dexcom (default: the last 24 hours; at most 30 days). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getApiDexcomGlucose"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dexcom/data-range": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dexcom dataRange as the provider answers it
         * @description Dexcom dataRange as the provider answers it. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getApiDexcomDataRange"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dexcom/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dexcom devices as the provider answers it
         * @description Dexcom devices as the provider answers it. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getApiDexcomDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dexcom/widget-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short-lived token for the connect widget on an allowed site (issued by the portal)
         * @description A short-lived token for the connect widget on an allowed site (issued by the portal). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        post: operations["postApiDexcomWidgetSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dexcom/glucose/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Statistics, AGP profile and daily traces of the last 14, 30 or 90 days
         * @description Statistics, AGP profile and daily traces of the last 14, 30 or 90 days. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getApiDexcomGlucoseSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dexcom/glucose/stored": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stored readings, paged (the last 14 days, or all with includeAllData), with statistics
         * @description Stored readings, paged (the last 14 days, or all with includeAllData), with statistics. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getApiDexcomGlucoseStored"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dexcom/glucose/survey/{surveyInstanceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The 14 days of glucose before a survey instance was submitted (or created)
         * @description The 14 days of glucose before a survey instance was submitted (or created). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getApiDexcomGlucoseSurveyBySurveyInstanceId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/glucose-targets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The patient's glucose target set: standard, older or high-risk, or pregnancy (type 1)
         * @description The patient's glucose target set: standard, older or high-risk, or pregnancy (type 1). Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        get: operations["getUserByIdGlucoseTargets"];
        /**
         * Choose the patient's glucose target set (a consensus preset); the figures follow it
         * @description Choose the patient's glucose target set (a consensus preset); the figures follow it. Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).
         */
        put: operations["putUserByIdGlucoseTargets"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description RFC 9457 problem details, the body of every error answer (media type application/problem+json) */
        Problem: {
            /** @description A URI naming the kind of problem; `about:blank` when the status says it all */
            type: string;
            /** @description Short summary of the kind of problem (the HTTP status text for about:blank) */
            title: string;
            /** @description The HTTP status code */
            status: number;
            /** @description What went wrong with this request, for a person to read */
            detail: string;
            /** @description Field errors of a validation failure */
            errors?: {
                path: string;
                message: string;
            }[];
            /** @description Which of the API’s messages this is (detail and title are in the caller’s language) */
            code?: string;
        };
        ResourceNode: {
            id: string;
            name: string;
            order: number;
            /** @enum {string} */
            type: "RESOURCE" | "GROUP";
            url: string | null;
            children: components["schemas"]["ResourceNode"][];
        };
    };
    responses: {
        /** @description Unexpected server error (details are in the server log only) */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Service Unavailable */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request is not valid; a validation failure lists its field errors in `errors` */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No API token, or one that is malformed, expired or signed out */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The signed-in account's role may not do this */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is larger than the API accepts (1 MiB) */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is not application/json */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Too many requests of this kind from this address or for this account; `Retry-After` says when to try again */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Conflicts with the current state: the record exists already, or it moved on meanwhile */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Not found, or not visible to the signed-in account (another clinic's record answers the same) */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Well-formed, but refers to something that does not exist or is not offered here */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The identity provider failed to answer */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                    };
                };
            };
            500: components["responses"]["InternalServerError"];
        };
    };
    getHealthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            500: components["responses"]["InternalServerError"];
        };
    };
    getHealthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether this process can serve requests, and which dependency is down if not */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "unavailable";
                        checks: {
                            /** @enum {string} */
                            database: "up" | "down";
                        };
                    };
                };
            };
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAuthJwt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "eyJraWQiOi…the Cognito ID token…"
                 *     }
                 */
                "application/json": {
                    token: string;
                    /** @enum {string} */
                    locale?: "en-GB" | "es-ES";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jwt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAuthPasswordChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "eyJraWQiOi…an ID token from signing in with the new password…"
                 *     }
                 */
                "application/json": {
                    token: string;
                    /** @enum {string} */
                    locale?: "en-GB" | "es-ES";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jwt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAuthSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        signedOut: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getUserThis: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        /** @enum {string} */
                        accountType: "superadmin" | "admin" | "doctor" | "patient" | "unauthorized";
                        /** @enum {string} */
                        status: "INACTIVE" | "TERMS_AND_CONDITIONS" | "PRIVACY_POLICY" | "ACTIVE";
                        /** @enum {string} */
                        locale: "en-GB" | "es-ES";
                        isSingleSurveyPatient: boolean;
                        isRestrictedUser: boolean;
                        demographics: {
                            id: string;
                            /** @enum {string} */
                            status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        }[];
                        clinic: {
                            id: string;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        glucoseUnit: "mg/dL" | "mmol/L";
                        /** @enum {string|null} */
                        glucoseUnitChoice: "mg/dL" | "mmol/L" | null;
                        /** @enum {string} */
                        clinicGlucoseUnit: "mg/dL" | "mmol/L";
                        idleMinutes?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postUserThisLocale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "locale": "es-ES"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    locale: "en-GB" | "es-ES";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        /** @enum {string} */
                        accountType: "superadmin" | "admin" | "doctor" | "patient" | "unauthorized";
                        /** @enum {string} */
                        status: "INACTIVE" | "TERMS_AND_CONDITIONS" | "PRIVACY_POLICY" | "ACTIVE";
                        /** @enum {string} */
                        locale: "en-GB" | "es-ES";
                        isSingleSurveyPatient: boolean;
                        isRestrictedUser: boolean;
                        demographics: {
                            id: string;
                            /** @enum {string} */
                            status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        }[];
                        clinic: {
                            id: string;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        glucoseUnit: "mg/dL" | "mmol/L";
                        /** @enum {string|null} */
                        glucoseUnitChoice: "mg/dL" | "mmol/L" | null;
                        /** @enum {string} */
                        clinicGlucoseUnit: "mg/dL" | "mmol/L";
                        idleMinutes?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putUserThisGlucoseUnit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "glucoseUnit": "mmol/L"
                 *     }
                 */
                "application/json": {
                    /** @enum {string|null} */
                    glucoseUnit: "mg/dL" | "mmol/L" | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        /** @enum {string} */
                        accountType: "superadmin" | "admin" | "doctor" | "patient" | "unauthorized";
                        /** @enum {string} */
                        status: "INACTIVE" | "TERMS_AND_CONDITIONS" | "PRIVACY_POLICY" | "ACTIVE";
                        /** @enum {string} */
                        locale: "en-GB" | "es-ES";
                        isSingleSurveyPatient: boolean;
                        isRestrictedUser: boolean;
                        demographics: {
                            id: string;
                            /** @enum {string} */
                            status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        }[];
                        clinic: {
                            id: string;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        glucoseUnit: "mg/dL" | "mmol/L";
                        /** @enum {string|null} */
                        glucoseUnitChoice: "mg/dL" | "mmol/L" | null;
                        /** @enum {string} */
                        clinicGlucoseUnit: "mg/dL" | "mmol/L";
                        idleMinutes?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putDoctorLicense: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        /** @enum {string} */
                        accountType: "superadmin" | "admin" | "doctor" | "patient" | "unauthorized";
                        /** @enum {string} */
                        status: "INACTIVE" | "TERMS_AND_CONDITIONS" | "PRIVACY_POLICY" | "ACTIVE";
                        /** @enum {string} */
                        locale: "en-GB" | "es-ES";
                        isSingleSurveyPatient: boolean;
                        isRestrictedUser: boolean;
                        demographics: {
                            id: string;
                            /** @enum {string} */
                            status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        }[];
                        clinic: {
                            id: string;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        glucoseUnit: "mg/dL" | "mmol/L";
                        /** @enum {string|null} */
                        glucoseUnitChoice: "mg/dL" | "mmol/L" | null;
                        /** @enum {string} */
                        clinicGlucoseUnit: "mg/dL" | "mmol/L";
                        idleMinutes?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putUserLicense: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        /** @enum {string} */
                        accountType: "superadmin" | "admin" | "doctor" | "patient" | "unauthorized";
                        /** @enum {string} */
                        status: "INACTIVE" | "TERMS_AND_CONDITIONS" | "PRIVACY_POLICY" | "ACTIVE";
                        /** @enum {string} */
                        locale: "en-GB" | "es-ES";
                        isSingleSurveyPatient: boolean;
                        isRestrictedUser: boolean;
                        demographics: {
                            id: string;
                            /** @enum {string} */
                            status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        }[];
                        clinic: {
                            id: string;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        glucoseUnit: "mg/dL" | "mmol/L";
                        /** @enum {string|null} */
                        glucoseUnitChoice: "mg/dL" | "mmol/L" | null;
                        /** @enum {string} */
                        clinicGlucoseUnit: "mg/dL" | "mmol/L";
                        idleMinutes?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putUserPrivacy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        /** @enum {string} */
                        accountType: "superadmin" | "admin" | "doctor" | "patient" | "unauthorized";
                        /** @enum {string} */
                        status: "INACTIVE" | "TERMS_AND_CONDITIONS" | "PRIVACY_POLICY" | "ACTIVE";
                        /** @enum {string} */
                        locale: "en-GB" | "es-ES";
                        isSingleSurveyPatient: boolean;
                        isRestrictedUser: boolean;
                        demographics: {
                            id: string;
                            /** @enum {string} */
                            status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        }[];
                        clinic: {
                            id: string;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        glucoseUnit: "mg/dL" | "mmol/L";
                        /** @enum {string|null} */
                        glucoseUnitChoice: "mg/dL" | "mmol/L" | null;
                        /** @enum {string} */
                        clinicGlucoseUnit: "mg/dL" | "mmol/L";
                        idleMinutes?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAuthArrival: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "the-token-from-the-invitation-link-abcdef"
                 *     }
                 */
                "application/json": {
                    token: string;
                    /** @enum {string} */
                    locale?: "en-GB" | "es-ES";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jwt: string;
                        /** Format: uuid */
                        surveyInstanceId: string | null;
                        restricted: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getSurveyInstance: {
        parameters: {
            query?: {
                userId?: string;
                page?: number;
                size?: number;
                sort?: "createTimestamp,desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: ({
                            /** @enum {string} */
                            audience: "patient";
                            id: string;
                            createTimestamp: string;
                            lastUpdatedTimestamp: string;
                            /** @enum {string} */
                            status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                            /** @enum {string} */
                            stage: "FIRST_WAVE" | "SECOND_WAVE";
                            survey: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                surveyType: "REGULAR" | "DEMOGRAPHICS_PATIENT";
                            };
                            awaitingReview: boolean;
                            questionCount: number;
                        } | {
                            /** @enum {string} */
                            audience: "staff";
                            id: string;
                            createTimestamp: string;
                            lastUpdatedTimestamp: string;
                            /** @enum {string} */
                            status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                            /** @enum {string} */
                            stage: "FIRST_WAVE" | "SECOND_WAVE";
                            survey: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                surveyType: "REGULAR" | "DEMOGRAPHICS_PATIENT";
                            };
                            awaitingReview: boolean;
                            questionCount: number;
                            priorityScore: number | null;
                            /** @enum {string|null} */
                            mainConcern: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | null;
                        })[];
                        empty: boolean;
                        first: boolean;
                        last: boolean;
                        number: number;
                        numberOfElements: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                        pageable: {
                            pageNumber: number;
                            pageSize: number;
                            offset: number;
                        };
                        sort: {
                            sorted: boolean;
                            unsorted: boolean;
                            empty: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postSurveyInstance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "doctorEmail": "doctor@demo.test",
                 *       "userEmail": "patient@demo.test",
                 *       "surveyId": "type2-v1"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    doctorEmail: string;
                    /** Format: email */
                    userEmail: string;
                    surveyId: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        audience: "staff";
                        id: string;
                        createTimestamp: string;
                        lastUpdatedTimestamp: string;
                        /** @enum {string} */
                        status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        /** @enum {string} */
                        stage: "FIRST_WAVE" | "SECOND_WAVE";
                        survey: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            surveyType: "REGULAR" | "DEMOGRAPHICS_PATIENT";
                        };
                        awaitingReview: boolean;
                        questionCount: number;
                        priorityScore: number | null;
                        /** @enum {string|null} */
                        mainConcern: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | null;
                        /** Format: uuid */
                        patientId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getSurveyInstanceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        audience: "patient";
                        id: string;
                        createTimestamp: string;
                        lastUpdatedTimestamp: string;
                        /** @enum {string} */
                        status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        /** @enum {string} */
                        stage: "FIRST_WAVE" | "SECOND_WAVE";
                        awaitingReview: boolean;
                        questionCount: number;
                        survey: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            surveyType: "REGULAR" | "DEMOGRAPHICS_PATIENT";
                            /** @enum {string|null} */
                            diabetesType: "PRE" | "TYPE_I" | "TYPE_II" | "TYPE_I_CHILD" | "TYPE_I_PARENT" | null;
                            revision: number;
                            isAvailable: boolean;
                            /** @enum {string|null} */
                            variant: "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | null;
                            questions: {
                                id: string;
                                /** @enum {string} */
                                category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | "DEMOGRAPHICS" | "OTHER" | "PHQ9";
                                question: string;
                                description: string | null;
                                possibleAnswers: {
                                    id: string;
                                    answer: string;
                                }[];
                                /** @enum {string} */
                                stage: "FIRST_WAVE" | "SECOND_WAVE";
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                tags: string[];
                            }[];
                            startDialog: {
                                title: string;
                                descriptions: (string)[];
                            } | null;
                            hasSecondWave: boolean;
                        };
                        user: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                        };
                        answers: {
                            question: {
                                id: string;
                                text: string;
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                tags: string[];
                            };
                            answer: {
                                id: string | null;
                                answer: string;
                            };
                        }[];
                        scores: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            scoreValue: number;
                            scorePct: number;
                            scoredAnswers: {
                                questionId: string;
                                humanReadable: string;
                                scorePct: number;
                            }[];
                        }[];
                        mainAreasOfFocus: ("PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2")[];
                        recommendations: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            question: string;
                            possibleAnswers: {
                                id: string;
                                answer: string;
                                resourceName: string | null;
                                resourceUrl: string | null;
                            }[];
                            answers: string[];
                        }[];
                        possibleConclusions: {
                            id: string;
                            show: boolean;
                        }[];
                        conclusions: {
                            conclusionId: string;
                            text: string;
                        }[];
                        support: {
                            contact: string | null;
                            emergencyNumber: string;
                            urgent: boolean;
                        } | null;
                        followUp: {
                            instanceId: string;
                        } | null;
                    } | {
                        /** @enum {string} */
                        audience: "staff";
                        id: string;
                        createTimestamp: string;
                        lastUpdatedTimestamp: string;
                        /** @enum {string} */
                        status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        /** @enum {string} */
                        stage: "FIRST_WAVE" | "SECOND_WAVE";
                        awaitingReview: boolean;
                        questionCount: number;
                        priorityScore: number | null;
                        /** @enum {string|null} */
                        mainConcern: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | null;
                        survey: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            surveyType: "REGULAR" | "DEMOGRAPHICS_PATIENT";
                            /** @enum {string|null} */
                            diabetesType: "PRE" | "TYPE_I" | "TYPE_II" | "TYPE_I_CHILD" | "TYPE_I_PARENT" | null;
                            revision: number;
                            isAvailable: boolean;
                            /** @enum {string|null} */
                            variant: "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | null;
                            questions: {
                                id: string;
                                /** @enum {string} */
                                category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | "DEMOGRAPHICS" | "OTHER" | "PHQ9";
                                question: string;
                                description: string | null;
                                possibleAnswers: {
                                    id: string;
                                    answer: string;
                                }[];
                                /** @enum {string} */
                                stage: "FIRST_WAVE" | "SECOND_WAVE";
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                tags: string[];
                            }[];
                            startDialog: {
                                title: string;
                                descriptions: (string)[];
                            } | null;
                            hasSecondWave: boolean;
                        };
                        user: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                        };
                        answers: {
                            question: {
                                id: string;
                                text: string;
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                tags: string[];
                            };
                            answer: {
                                id: string | null;
                                answer: string;
                            };
                        }[];
                        scores: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            scoreValue: number;
                            scorePct: number;
                            scoredAnswers: {
                                questionId: string;
                                humanReadable: string;
                                scorePct: number;
                            }[];
                        }[];
                        mainAreasOfFocus: ("PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2")[];
                        phq2: {
                            score: number;
                            possibleDepression: boolean;
                        } | null;
                        phq9: {
                            score: number;
                            /** @enum {string} */
                            band: "MINIMAL" | "MILD" | "MODERATE" | "MODERATELY_SEVERE" | "SEVERE";
                            item9: {
                                points: number;
                                question: string;
                                answer: string;
                            };
                            urgent: boolean;
                        } | null;
                        recommendations: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            question: string;
                            possibleAnswers: {
                                id: string;
                                answer: string;
                                resourceName: string | null;
                                resourceUrl: string | null;
                            }[];
                            answers: string[];
                        }[];
                        possibleConclusions: {
                            id: string;
                            text: string;
                            show: boolean;
                        }[];
                        conclusions: {
                            conclusionId: string;
                            text: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putSurveyInstanceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "answers": [
                 *         {
                 *           "question": {
                 *             "id": "psych.1"
                 *           },
                 *           "answer": {
                 *             "id": "psych.1.1"
                 *           }
                 *         },
                 *         {
                 *           "question": {
                 *             "id": "other.1"
                 *           },
                 *           "answer": {
                 *             "answer": "I forget my evening tablets"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    answers: {
                        question: {
                            id: string;
                        };
                        answer: {
                            id: string;
                        } | {
                            answer: string;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Saved */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteSurveyInstanceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAuthUserRestrictedSurveyBoundSurveys: {
        parameters: {
            query: {
                doctorRefToken: string;
                locale?: "en-GB" | "es-ES";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: string;
                            name: string;
                            isAvailable: boolean;
                        }[];
                        empty: boolean;
                        first: boolean;
                        last: boolean;
                        number: number;
                        numberOfElements: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                        pageable: {
                            pageNumber: number;
                            pageSize: number;
                            offset: number;
                        };
                        sort: {
                            sorted: boolean;
                            unsorted: boolean;
                            empty: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAuthUserRestrictedSurveyBound: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "surveyId": "survey-t1-adult",
                 *       "firstName": "Rita",
                 *       "lastName": "Ramos",
                 *       "email": "rita.ramos@example.com",
                 *       "dateOfBirth": 326203200000,
                 *       "anonymous": true,
                 *       "doctorRefToken": "q0Wm5Qy8VqNw3mG1b2Zr7c9xK4tHj6LpA0sD3fE5gH7"
                 *     }
                 */
                "application/json": {
                    surveyId: string;
                    firstName: string;
                    lastName: string;
                    /** Format: email */
                    email: string;
                    dateOfBirth?: number | null;
                    anonymous: boolean;
                    doctorRefToken: string;
                    /** @enum {string} */
                    locale?: "en-GB" | "es-ES";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jwt: string;
                        surveyInstanceId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getSurvey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            surveyType: "REGULAR" | "DEMOGRAPHICS_PATIENT";
                            /** @enum {string|null} */
                            diabetesType: "PRE" | "TYPE_I" | "TYPE_II" | "TYPE_I_CHILD" | "TYPE_I_PARENT" | null;
                            revision: number;
                            isAvailable: boolean;
                            /** @enum {string|null} */
                            variant: "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | null;
                        }[];
                        empty: boolean;
                        first: boolean;
                        last: boolean;
                        number: number;
                        numberOfElements: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                        pageable: {
                            pageNumber: number;
                            pageSize: number;
                            offset: number;
                        };
                        sort: {
                            sorted: boolean;
                            unsorted: boolean;
                            empty: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getSurveyById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        surveyType: "REGULAR" | "DEMOGRAPHICS_PATIENT";
                        /** @enum {string|null} */
                        diabetesType: "PRE" | "TYPE_I" | "TYPE_II" | "TYPE_I_CHILD" | "TYPE_I_PARENT" | null;
                        revision: number;
                        isAvailable: boolean;
                        /** @enum {string|null} */
                        variant: "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | null;
                        questions: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | "DEMOGRAPHICS" | "OTHER" | "PHQ9";
                            question: string;
                            description: string | null;
                            possibleAnswers: {
                                id: string;
                                answer: string;
                            }[];
                            /** @enum {string} */
                            stage: "FIRST_WAVE" | "SECOND_WAVE";
                            /** @enum {string} */
                            type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                            tags: string[];
                        }[];
                        startDialog: {
                            title: string;
                            descriptions: (string)[];
                        } | null;
                        hasSecondWave: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postSurveyInstanceByIdSubmit: {
        parameters: {
            query: {
                stage: "FIRST_WAVE" | "SECOND_WAVE";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        audience: "patient";
                        id: string;
                        createTimestamp: string;
                        lastUpdatedTimestamp: string;
                        /** @enum {string} */
                        status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        /** @enum {string} */
                        stage: "FIRST_WAVE" | "SECOND_WAVE";
                        awaitingReview: boolean;
                        questionCount: number;
                        survey: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            surveyType: "REGULAR" | "DEMOGRAPHICS_PATIENT";
                            /** @enum {string|null} */
                            diabetesType: "PRE" | "TYPE_I" | "TYPE_II" | "TYPE_I_CHILD" | "TYPE_I_PARENT" | null;
                            revision: number;
                            isAvailable: boolean;
                            /** @enum {string|null} */
                            variant: "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | null;
                            questions: {
                                id: string;
                                /** @enum {string} */
                                category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | "DEMOGRAPHICS" | "OTHER" | "PHQ9";
                                question: string;
                                description: string | null;
                                possibleAnswers: {
                                    id: string;
                                    answer: string;
                                }[];
                                /** @enum {string} */
                                stage: "FIRST_WAVE" | "SECOND_WAVE";
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                tags: string[];
                            }[];
                            startDialog: {
                                title: string;
                                descriptions: (string)[];
                            } | null;
                            hasSecondWave: boolean;
                        };
                        user: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                        };
                        answers: {
                            question: {
                                id: string;
                                text: string;
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                tags: string[];
                            };
                            answer: {
                                id: string | null;
                                answer: string;
                            };
                        }[];
                        scores: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            scoreValue: number;
                            scorePct: number;
                            scoredAnswers: {
                                questionId: string;
                                humanReadable: string;
                                scorePct: number;
                            }[];
                        }[];
                        mainAreasOfFocus: ("PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2")[];
                        recommendations: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            question: string;
                            possibleAnswers: {
                                id: string;
                                answer: string;
                                resourceName: string | null;
                                resourceUrl: string | null;
                            }[];
                            answers: string[];
                        }[];
                        possibleConclusions: {
                            id: string;
                            show: boolean;
                        }[];
                        conclusions: {
                            conclusionId: string;
                            text: string;
                        }[];
                        support: {
                            contact: string | null;
                            emergencyNumber: string;
                            urgent: boolean;
                        } | null;
                        followUp: {
                            instanceId: string;
                        } | null;
                    } | {
                        /** @enum {string} */
                        audience: "staff";
                        id: string;
                        createTimestamp: string;
                        lastUpdatedTimestamp: string;
                        /** @enum {string} */
                        status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        /** @enum {string} */
                        stage: "FIRST_WAVE" | "SECOND_WAVE";
                        awaitingReview: boolean;
                        questionCount: number;
                        priorityScore: number | null;
                        /** @enum {string|null} */
                        mainConcern: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | null;
                        survey: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            surveyType: "REGULAR" | "DEMOGRAPHICS_PATIENT";
                            /** @enum {string|null} */
                            diabetesType: "PRE" | "TYPE_I" | "TYPE_II" | "TYPE_I_CHILD" | "TYPE_I_PARENT" | null;
                            revision: number;
                            isAvailable: boolean;
                            /** @enum {string|null} */
                            variant: "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | null;
                            questions: {
                                id: string;
                                /** @enum {string} */
                                category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | "DEMOGRAPHICS" | "OTHER" | "PHQ9";
                                question: string;
                                description: string | null;
                                possibleAnswers: {
                                    id: string;
                                    answer: string;
                                }[];
                                /** @enum {string} */
                                stage: "FIRST_WAVE" | "SECOND_WAVE";
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                tags: string[];
                            }[];
                            startDialog: {
                                title: string;
                                descriptions: (string)[];
                            } | null;
                            hasSecondWave: boolean;
                        };
                        user: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                        };
                        answers: {
                            question: {
                                id: string;
                                text: string;
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                tags: string[];
                            };
                            answer: {
                                id: string | null;
                                answer: string;
                            };
                        }[];
                        scores: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            scoreValue: number;
                            scorePct: number;
                            scoredAnswers: {
                                questionId: string;
                                humanReadable: string;
                                scorePct: number;
                            }[];
                        }[];
                        mainAreasOfFocus: ("PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2")[];
                        phq2: {
                            score: number;
                            possibleDepression: boolean;
                        } | null;
                        phq9: {
                            score: number;
                            /** @enum {string} */
                            band: "MINIMAL" | "MILD" | "MODERATE" | "MODERATELY_SEVERE" | "SEVERE";
                            item9: {
                                points: number;
                                question: string;
                                answer: string;
                            };
                            urgent: boolean;
                        } | null;
                        recommendations: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            question: string;
                            possibleAnswers: {
                                id: string;
                                answer: string;
                                resourceName: string | null;
                                resourceUrl: string | null;
                            }[];
                            answers: string[];
                        }[];
                        possibleConclusions: {
                            id: string;
                            text: string;
                            show: boolean;
                        }[];
                        conclusions: {
                            conclusionId: string;
                            text: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getSurveyInstanceByIdAnswers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        instanceId: string;
                        patient: {
                            age: number | null;
                            /** @enum {string|null} */
                            diabetes: "PRE" | "TYPE_I" | "TYPE_II" | "TYPE_I_CHILD" | "TYPE_I_PARENT" | null;
                            yearsSinceDiagnosis: string | null;
                            chronicConditions: boolean | null;
                        };
                        groups: {
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | "DEMOGRAPHICS" | "OTHER" | "PHQ9";
                            score: {
                                scoreValue: number;
                                scorePct: number;
                            } | null;
                            questions: {
                                questionId: string;
                                /** @enum {string} */
                                category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | "DEMOGRAPHICS" | "OTHER" | "PHQ9";
                                question: string;
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                /** @enum {string} */
                                stage: "FIRST_WAVE" | "SECOND_WAVE";
                                answer: string | null;
                                scored: {
                                    humanReadable: string;
                                    scorePct: number;
                                    points: number;
                                    maxPoints: number;
                                } | null;
                            }[];
                        }[];
                        phq2Items: {
                            questionId: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | "DEMOGRAPHICS" | "OTHER" | "PHQ9";
                            question: string;
                            /** @enum {string} */
                            type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                            /** @enum {string} */
                            stage: "FIRST_WAVE" | "SECOND_WAVE";
                            answer: string | null;
                            scored: {
                                humanReadable: string;
                                scorePct: number;
                                points: number;
                                maxPoints: number;
                            } | null;
                        }[] | null;
                        ownWords: {
                            questionId: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | "DEMOGRAPHICS" | "OTHER" | "PHQ9";
                            question: string;
                            /** @enum {string} */
                            type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                            /** @enum {string} */
                            stage: "FIRST_WAVE" | "SECOND_WAVE";
                            answer: string | null;
                            scored: {
                                humanReadable: string;
                                scorePct: number;
                                points: number;
                                maxPoints: number;
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getNote: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: string;
                            text: string;
                            createTimestamp: string;
                            lastUpdatedTimestamp: string;
                        }[];
                        empty: boolean;
                        first: boolean;
                        last: boolean;
                        number: number;
                        numberOfElements: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                        pageable: {
                            pageNumber: number;
                            pageSize: number;
                            offset: number;
                        };
                        sort: {
                            sorted: boolean;
                            unsorted: boolean;
                            empty: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postNote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "Felt dizzy after the morning walk"
                 *     }
                 */
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        text: string;
                        createTimestamp: string;
                        lastUpdatedTimestamp: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putNoteById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "Felt dizzy after the morning walk; better after lunch"
                 *     }
                 */
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        text: string;
                        createTimestamp: string;
                        lastUpdatedTimestamp: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteNoteById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getResourcesEducation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceNode"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getResourcesEducationLocaleEsES: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceNode"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getResourcesEducationRecommended: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        url: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getResourcesEducationByIdResolved: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uri */
                        resolvedUrl: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getResourcesEducationByIdByLocaleResolved: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                locale: "en-GB" | "es-ES";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uri */
                        resolvedUrl: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getSurveyInstanceCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description export.csv: a header line, then one pseudonymised line per survey instance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getFhirPatientById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A FHIR R4 Bundle (collection) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/fhir+json": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getFhirResearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A FHIR R4 Bundle (collection) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/fhir+json": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getUserThisData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description my-health-data-<date>.zip */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAudit: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                actor?: string;
                patient?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: string;
                            at: string;
                            action: string;
                            target: string | null;
                            ip: string | null;
                            actor: {
                                email: string;
                                name: string;
                                role: string;
                                erased?: boolean;
                            } | null;
                            subject: {
                                email: string;
                                name: string;
                                role: string;
                                erased?: boolean;
                            } | null;
                            record: {
                                kind: string;
                                name: string | null;
                                reason?: string | null;
                            } | null;
                            sealed: boolean;
                        }[];
                        empty: boolean;
                        first: boolean;
                        last: boolean;
                        number: number;
                        numberOfElements: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                        pageable: {
                            pageNumber: number;
                            pageSize: number;
                            offset: number;
                        };
                        sort: {
                            sorted: boolean;
                            unsorted: boolean;
                            empty: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAuditCsv: {
        parameters: {
            query?: {
                actor?: string;
                patient?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description audit.csv: a header line, then one line per audit row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAuditChain: {
        parameters: {
            query?: {
                index?: number;
                hash?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sealed: number;
                        unsealed: number;
                        intact: boolean;
                        brokenAt: number | null;
                        head: {
                            index: number;
                            hash: string;
                        } | null;
                        against: {
                            index: number;
                            hash: string;
                        } | null;
                        /** @enum {string|null} */
                        published: "matches" | "mismatch" | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getUser: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                nameStartsWith?: string;
                search?: string;
                diabetes?: "PRE" | "TYPE_I" | "TYPE_II" | "TYPE_I_CHILD" | "TYPE_I_PARENT" | "NONE";
                ageLow?: number;
                ageHigh?: number;
                noAge?: boolean;
                birthDate?: string;
                assigned?: "any" | "assigned" | "notAssigned";
                chronicConditions?: "any" | "present" | "notPresent";
                awaitingReview?: boolean;
                glucoseAttention?: boolean;
                glucoseNoData?: boolean;
                left?: boolean;
                sort?: "urgency" | "name" | "diabetes" | "lastCompleted" | "concern" | "priorityScore" | "priorityCode" | "lastReviewed";
                dir?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            clinic: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string|null} */
                            diabetes: "PRE" | "TYPE_I" | "TYPE_II" | "TYPE_I_CHILD" | "TYPE_I_PARENT" | null;
                            lastCompleted: string | null;
                            /** Format: uuid */
                            latestInstanceId: string | null;
                            /** @enum {string|null} */
                            concern: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | null;
                            priorityScore: number | null;
                            /** @enum {string|null} */
                            priorityCode: "GREEN" | "ORANGE" | "RED" | null;
                            flags: {
                                /** @enum {string} */
                                code: "PHQ9_ITEM9" | "PHQ2_POSITIVE" | "CATEGORY" | "OVERDUE" | "AWAITING_REVIEW" | "NO_QUESTIONNAIRE" | "NO_GLUCOSE_DATA" | "RECONNECT_NEEDED";
                                /** @enum {string} */
                                category?: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                                value?: number;
                            }[];
                            lastReviewedAt: string | null;
                            /** @enum {string} */
                            arrival: "INVITATION" | "IMPORT" | "SIGN_UP_LINK" | "ANONYMOUS_LINK" | "ONE_TIME_LINK";
                            /** Format: uuid */
                            reviewInstanceId: string | null;
                            lastReminderAt: string | null;
                            leftAt: string | null;
                            glucose: {
                                wear: number;
                                /** @enum {string} */
                                targets: "standard" | "older" | "pregnancy";
                                attention: boolean;
                                flags: {
                                    /** @enum {string} */
                                    code: "VERY_LOW" | "LOW" | "IN_RANGE" | "HIGH" | "VERY_HIGH" | "VARIABILITY" | "NOT_ENOUGH_DATA";
                                    value: number;
                                    target: number;
                                }[];
                            } | null;
                        }[];
                        empty: boolean;
                        first: boolean;
                        last: boolean;
                        number: number;
                        numberOfElements: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                        pageable: {
                            pageNumber: number;
                            pageSize: number;
                            offset: number;
                        };
                        sort: {
                            sorted: boolean;
                            unsorted: boolean;
                            empty: boolean;
                        };
                    };
                };
            };
            /** @description Not modified since the ETag given in If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "patient@riverside.test",
                 *       "firstName": "Kim",
                 *       "lastName": "Patel",
                 *       "surveyId": "type2-v1"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    firstName: string;
                    lastName: string;
                    /** Format: uuid */
                    clinicId?: string;
                    /** @enum {string} */
                    locale?: "en-GB" | "es-ES";
                    surveyId?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        /** @enum {string} */
                        status: "INACTIVE" | "TERMS_AND_CONDITIONS" | "PRIVACY_POLICY" | "ACTIVE";
                        clinic: {
                            id: string;
                            name: string;
                        };
                        age: number | null;
                        birthDate: string | null;
                        chronicConditions: boolean | null;
                        /** @enum {string|null} */
                        diabetes: "PRE" | "TYPE_I" | "TYPE_II" | "TYPE_I_CHILD" | "TYPE_I_PARENT" | null;
                        gender: string | null;
                        demographics: {
                            id: string;
                            /** @enum {string} */
                            status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        }[];
                        leftAt?: string | null;
                        leftReason?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getUserByIdDoctors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        doctors: {
                            email: string;
                            firstName: string;
                            lastName: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putUserByIdDoctors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "doctors": [
                 *         "doctor@demo.test"
                 *       ]
                 *     }
                 */
                "application/json": {
                    doctors: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        doctors: {
                            email: string;
                            firstName: string;
                            lastName: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getUserByIdVisitSummary: {
        parameters: {
            query?: {
                lang?: "en-GB" | "es-ES";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        patient: {
                            firstName: string;
                            lastName: string;
                            /** Format: date */
                            birthDate: string | null;
                            /** @enum {string} */
                            locale: "en-GB" | "es-ES";
                            context: {
                                age: number | null;
                                /** @enum {string|null} */
                                diabetes: "PRE" | "TYPE_I" | "TYPE_II" | "TYPE_I_CHILD" | "TYPE_I_PARENT" | null;
                                yearsSinceDiagnosis: string | null;
                                chronicConditions: boolean | null;
                            };
                        };
                        /** @enum {string} */
                        lang: "en-GB" | "es-ES";
                        generatedAt: string;
                        /** @enum {string} */
                        glucoseUnit: "mg/dL" | "mmol/L";
                        priority: {
                            /** @enum {string|null} */
                            code: "GREEN" | "ORANGE" | "RED" | null;
                            urgent: boolean;
                        };
                        latest: {
                            /** Format: uuid */
                            instanceId: string;
                            surveyName: string;
                            submittedAt: string;
                            scores: {
                                /** @enum {string} */
                                category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                                scoreValue: number;
                                max: number;
                            }[];
                            priorityScore: number | null;
                            /** @enum {string|null} */
                            concern: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | null;
                            flags: {
                                /** @enum {string} */
                                code: "PHQ9_ITEM9" | "PHQ2_POSITIVE" | "CATEGORY" | "OVERDUE" | "AWAITING_REVIEW" | "NO_QUESTIONNAIRE" | "NO_GLUCOSE_DATA" | "RECONNECT_NEEDED";
                                /** @enum {string} */
                                category?: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                                value?: number;
                            }[];
                            phq2: {
                                score: number;
                                possibleDepression: boolean;
                            } | null;
                            ownWords: {
                                questionId: string;
                                /** @enum {string} */
                                category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | "DEMOGRAPHICS" | "OTHER" | "PHQ9";
                                question: string;
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                /** @enum {string} */
                                stage: "FIRST_WAVE" | "SECOND_WAVE";
                                answer: string | null;
                                scored: {
                                    humanReadable: string;
                                    scorePct: number;
                                    points: number;
                                    maxPoints: number;
                                } | null;
                            }[];
                        } | null;
                        glucose: {
                            start: string;
                            end: string;
                            /**
                             * @default standard
                             * @enum {string}
                             */
                            targets: "standard" | "older" | "pregnancy";
                            statistics: {
                                totalReadings: number;
                                averageGlucose: number | null;
                                inRangePercentage: number;
                                highPercentage: number;
                                lowPercentage: number;
                                minGlucose: number | null;
                                maxGlucose: number | null;
                                bands: {
                                    veryLow: number;
                                    low: number;
                                    target: number;
                                    high: number;
                                    veryHigh: number;
                                };
                                sd: number | null;
                                cv: number | null;
                                gmi: number | null;
                                daysWithData: number;
                                activePercent: number;
                                sufficient: boolean;
                            };
                            risk: {
                                gri: number | null;
                                /** @enum {string|null} */
                                griZone: "A" | "B" | "C" | "D" | "E" | null;
                                griHypo: number | null;
                                griHyper: number | null;
                                tightRange: number;
                                episodes: {
                                    level1: {
                                        count: number;
                                        perWeek: number;
                                        nightPercent: number | null;
                                    };
                                    level2: {
                                        count: number;
                                        perWeek: number;
                                        nightPercent: number | null;
                                    };
                                };
                            };
                            previous: {
                                start: string;
                                end: string;
                                inRange: number;
                                low: number;
                                gri: number | null;
                                level1: number;
                                level2: number;
                            } | null;
                            agp: {
                                minute: number;
                                n: number;
                                p5: number | null;
                                p10: number | null;
                                p25: number | null;
                                p50: number | null;
                                p75: number | null;
                                p90: number | null;
                                p95: number | null;
                            }[];
                        } | null;
                        phq9: {
                            score: number;
                            /** @enum {string} */
                            band: "MINIMAL" | "MILD" | "MODERATE" | "MODERATELY_SEVERE" | "SEVERE";
                            item9: {
                                points: number;
                                question: string;
                                answer: string;
                            };
                            urgent: boolean;
                            /** Format: uuid */
                            instanceId: string;
                            submittedAt: string;
                        } | null;
                        changes: {
                            previous: {
                                /** Format: uuid */
                                instanceId: string;
                                at: string;
                            };
                            scores: {
                                before: number | null;
                                after: number | null;
                                delta: number | null;
                                /** @enum {string|null} */
                                verdict: "better" | "worse" | "same" | null;
                                /** @enum {string} */
                                category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            }[];
                            concern: {
                                /** @enum {string|null} */
                                before: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | null;
                                /** @enum {string|null} */
                                after: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | null;
                            };
                            glucose: {
                                before: number | null;
                                after: number | null;
                                delta: number | null;
                                /** @enum {string|null} */
                                verdict: "better" | "worse" | "same" | null;
                                /** @enum {string} */
                                metric: "tir" | "tbr" | "gmi" | "cv" | "gri" | "tight" | "hypo" | "hypo2";
                            }[];
                        } | null;
                        plan: {
                            /** Format: uuid */
                            instanceId: string;
                            agreedAt: string;
                            conclusions: string[];
                            recommendations: {
                                question: string;
                                answers: string[];
                            }[];
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getUserByIdVisitSummaryPdf: {
        parameters: {
            query?: {
                lang?: "en-GB" | "es-ES";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description summary-<name>-<date>.pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getUserByIdTrends: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        patient: {
                            firstName: string;
                            lastName: string;
                        };
                        surveyName: string | null;
                        visits: {
                            /** Format: uuid */
                            instanceId: string;
                            at: string;
                            scores: {
                                /** @enum {string} */
                                category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                                scoreValue: number;
                                max: number;
                            }[];
                            glucose: {
                                tir: number;
                                tbr: number;
                                gmi: number | null;
                                cv: number | null;
                                gri: number | null;
                                tight: number;
                                hypo: number;
                                hypo2: number;
                                sufficient: boolean;
                            } | null;
                        }[];
                        glucoseShared: boolean;
                        /** @default [] */
                        targetChanges: {
                            at: string;
                            /** @enum {string} */
                            from: "standard" | "older" | "pregnancy";
                            /** @enum {string} */
                            to: "standard" | "older" | "pregnancy";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putSurveyInstanceByIdRecommendations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "recommendations": [
                 *         {
                 *           "id": "rec-diet",
                 *           "answerIds": [
                 *             "1",
                 *             "3"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    recommendations: {
                        id: string;
                        answerIds: string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description The instance as saved, the same view GET surveyInstance/{id} answers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        audience: "patient";
                        id: string;
                        createTimestamp: string;
                        lastUpdatedTimestamp: string;
                        /** @enum {string} */
                        status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        /** @enum {string} */
                        stage: "FIRST_WAVE" | "SECOND_WAVE";
                        awaitingReview: boolean;
                        questionCount: number;
                        survey: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            surveyType: "REGULAR" | "DEMOGRAPHICS_PATIENT";
                            /** @enum {string|null} */
                            diabetesType: "PRE" | "TYPE_I" | "TYPE_II" | "TYPE_I_CHILD" | "TYPE_I_PARENT" | null;
                            revision: number;
                            isAvailable: boolean;
                            /** @enum {string|null} */
                            variant: "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | null;
                            questions: {
                                id: string;
                                /** @enum {string} */
                                category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | "DEMOGRAPHICS" | "OTHER" | "PHQ9";
                                question: string;
                                description: string | null;
                                possibleAnswers: {
                                    id: string;
                                    answer: string;
                                }[];
                                /** @enum {string} */
                                stage: "FIRST_WAVE" | "SECOND_WAVE";
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                tags: string[];
                            }[];
                            startDialog: {
                                title: string;
                                descriptions: (string)[];
                            } | null;
                            hasSecondWave: boolean;
                        };
                        user: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                        };
                        answers: {
                            question: {
                                id: string;
                                text: string;
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                tags: string[];
                            };
                            answer: {
                                id: string | null;
                                answer: string;
                            };
                        }[];
                        scores: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            scoreValue: number;
                            scorePct: number;
                            scoredAnswers: {
                                questionId: string;
                                humanReadable: string;
                                scorePct: number;
                            }[];
                        }[];
                        mainAreasOfFocus: ("PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2")[];
                        recommendations: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            question: string;
                            possibleAnswers: {
                                id: string;
                                answer: string;
                                resourceName: string | null;
                                resourceUrl: string | null;
                            }[];
                            answers: string[];
                        }[];
                        possibleConclusions: {
                            id: string;
                            show: boolean;
                        }[];
                        conclusions: {
                            conclusionId: string;
                            text: string;
                        }[];
                        support: {
                            contact: string | null;
                            emergencyNumber: string;
                            urgent: boolean;
                        } | null;
                        followUp: {
                            instanceId: string;
                        } | null;
                    } | {
                        /** @enum {string} */
                        audience: "staff";
                        id: string;
                        createTimestamp: string;
                        lastUpdatedTimestamp: string;
                        /** @enum {string} */
                        status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        /** @enum {string} */
                        stage: "FIRST_WAVE" | "SECOND_WAVE";
                        awaitingReview: boolean;
                        questionCount: number;
                        priorityScore: number | null;
                        /** @enum {string|null} */
                        mainConcern: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | null;
                        survey: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            surveyType: "REGULAR" | "DEMOGRAPHICS_PATIENT";
                            /** @enum {string|null} */
                            diabetesType: "PRE" | "TYPE_I" | "TYPE_II" | "TYPE_I_CHILD" | "TYPE_I_PARENT" | null;
                            revision: number;
                            isAvailable: boolean;
                            /** @enum {string|null} */
                            variant: "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | null;
                            questions: {
                                id: string;
                                /** @enum {string} */
                                category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | "DEMOGRAPHICS" | "OTHER" | "PHQ9";
                                question: string;
                                description: string | null;
                                possibleAnswers: {
                                    id: string;
                                    answer: string;
                                }[];
                                /** @enum {string} */
                                stage: "FIRST_WAVE" | "SECOND_WAVE";
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                tags: string[];
                            }[];
                            startDialog: {
                                title: string;
                                descriptions: (string)[];
                            } | null;
                            hasSecondWave: boolean;
                        };
                        user: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                        };
                        answers: {
                            question: {
                                id: string;
                                text: string;
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                tags: string[];
                            };
                            answer: {
                                id: string | null;
                                answer: string;
                            };
                        }[];
                        scores: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            scoreValue: number;
                            scorePct: number;
                            scoredAnswers: {
                                questionId: string;
                                humanReadable: string;
                                scorePct: number;
                            }[];
                        }[];
                        mainAreasOfFocus: ("PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2")[];
                        phq2: {
                            score: number;
                            possibleDepression: boolean;
                        } | null;
                        phq9: {
                            score: number;
                            /** @enum {string} */
                            band: "MINIMAL" | "MILD" | "MODERATE" | "MODERATELY_SEVERE" | "SEVERE";
                            item9: {
                                points: number;
                                question: string;
                                answer: string;
                            };
                            urgent: boolean;
                        } | null;
                        recommendations: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            question: string;
                            possibleAnswers: {
                                id: string;
                                answer: string;
                                resourceName: string | null;
                                resourceUrl: string | null;
                            }[];
                            answers: string[];
                        }[];
                        possibleConclusions: {
                            id: string;
                            text: string;
                            show: boolean;
                        }[];
                        conclusions: {
                            conclusionId: string;
                            text: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putSurveyInstanceByIdConclusion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "conclusions": [
                 *         {
                 *           "id": "c-diet",
                 *           "text": "Meet the dietitian within a month"
                 *         }
                 *       ],
                 *       "complete": true
                 *     }
                 */
                "application/json": {
                    conclusions: {
                        id: string;
                        text: string;
                    }[];
                    /** @default false */
                    complete?: boolean;
                };
            };
        };
        responses: {
            /** @description The instance as saved, the same view GET surveyInstance/{id} answers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        audience: "patient";
                        id: string;
                        createTimestamp: string;
                        lastUpdatedTimestamp: string;
                        /** @enum {string} */
                        status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        /** @enum {string} */
                        stage: "FIRST_WAVE" | "SECOND_WAVE";
                        awaitingReview: boolean;
                        questionCount: number;
                        survey: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            surveyType: "REGULAR" | "DEMOGRAPHICS_PATIENT";
                            /** @enum {string|null} */
                            diabetesType: "PRE" | "TYPE_I" | "TYPE_II" | "TYPE_I_CHILD" | "TYPE_I_PARENT" | null;
                            revision: number;
                            isAvailable: boolean;
                            /** @enum {string|null} */
                            variant: "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | null;
                            questions: {
                                id: string;
                                /** @enum {string} */
                                category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | "DEMOGRAPHICS" | "OTHER" | "PHQ9";
                                question: string;
                                description: string | null;
                                possibleAnswers: {
                                    id: string;
                                    answer: string;
                                }[];
                                /** @enum {string} */
                                stage: "FIRST_WAVE" | "SECOND_WAVE";
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                tags: string[];
                            }[];
                            startDialog: {
                                title: string;
                                descriptions: (string)[];
                            } | null;
                            hasSecondWave: boolean;
                        };
                        user: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                        };
                        answers: {
                            question: {
                                id: string;
                                text: string;
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                tags: string[];
                            };
                            answer: {
                                id: string | null;
                                answer: string;
                            };
                        }[];
                        scores: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            scoreValue: number;
                            scorePct: number;
                            scoredAnswers: {
                                questionId: string;
                                humanReadable: string;
                                scorePct: number;
                            }[];
                        }[];
                        mainAreasOfFocus: ("PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2")[];
                        recommendations: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            question: string;
                            possibleAnswers: {
                                id: string;
                                answer: string;
                                resourceName: string | null;
                                resourceUrl: string | null;
                            }[];
                            answers: string[];
                        }[];
                        possibleConclusions: {
                            id: string;
                            show: boolean;
                        }[];
                        conclusions: {
                            conclusionId: string;
                            text: string;
                        }[];
                        support: {
                            contact: string | null;
                            emergencyNumber: string;
                            urgent: boolean;
                        } | null;
                        followUp: {
                            instanceId: string;
                        } | null;
                    } | {
                        /** @enum {string} */
                        audience: "staff";
                        id: string;
                        createTimestamp: string;
                        lastUpdatedTimestamp: string;
                        /** @enum {string} */
                        status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        /** @enum {string} */
                        stage: "FIRST_WAVE" | "SECOND_WAVE";
                        awaitingReview: boolean;
                        questionCount: number;
                        priorityScore: number | null;
                        /** @enum {string|null} */
                        mainConcern: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | null;
                        survey: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            surveyType: "REGULAR" | "DEMOGRAPHICS_PATIENT";
                            /** @enum {string|null} */
                            diabetesType: "PRE" | "TYPE_I" | "TYPE_II" | "TYPE_I_CHILD" | "TYPE_I_PARENT" | null;
                            revision: number;
                            isAvailable: boolean;
                            /** @enum {string|null} */
                            variant: "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | null;
                            questions: {
                                id: string;
                                /** @enum {string} */
                                category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | "DEMOGRAPHICS" | "OTHER" | "PHQ9";
                                question: string;
                                description: string | null;
                                possibleAnswers: {
                                    id: string;
                                    answer: string;
                                }[];
                                /** @enum {string} */
                                stage: "FIRST_WAVE" | "SECOND_WAVE";
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                tags: string[];
                            }[];
                            startDialog: {
                                title: string;
                                descriptions: (string)[];
                            } | null;
                            hasSecondWave: boolean;
                        };
                        user: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                        };
                        answers: {
                            question: {
                                id: string;
                                text: string;
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                tags: string[];
                            };
                            answer: {
                                id: string | null;
                                answer: string;
                            };
                        }[];
                        scores: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            scoreValue: number;
                            scorePct: number;
                            scoredAnswers: {
                                questionId: string;
                                humanReadable: string;
                                scorePct: number;
                            }[];
                        }[];
                        mainAreasOfFocus: ("PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2")[];
                        phq2: {
                            score: number;
                            possibleDepression: boolean;
                        } | null;
                        phq9: {
                            score: number;
                            /** @enum {string} */
                            band: "MINIMAL" | "MILD" | "MODERATE" | "MODERATELY_SEVERE" | "SEVERE";
                            item9: {
                                points: number;
                                question: string;
                                answer: string;
                            };
                            urgent: boolean;
                        } | null;
                        recommendations: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            question: string;
                            possibleAnswers: {
                                id: string;
                                answer: string;
                                resourceName: string | null;
                                resourceUrl: string | null;
                            }[];
                            answers: string[];
                        }[];
                        possibleConclusions: {
                            id: string;
                            text: string;
                            show: boolean;
                        }[];
                        conclusions: {
                            conclusionId: string;
                            text: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putSurveyInstanceByIdCarePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "recommendations": [
                 *         {
                 *           "id": "rec-diet",
                 *           "answerIds": [
                 *             "1",
                 *             "3"
                 *           ]
                 *         }
                 *       ],
                 *       "conclusions": [
                 *         {
                 *           "id": "c-diet",
                 *           "text": "Meet the dietitian within a month"
                 *         }
                 *       ],
                 *       "complete": true
                 *     }
                 */
                "application/json": {
                    recommendations: {
                        id: string;
                        answerIds: string[];
                    }[];
                    conclusions: {
                        id: string;
                        text: string;
                    }[];
                    /** @default false */
                    complete?: boolean;
                };
            };
        };
        responses: {
            /** @description The instance as saved, the same view GET surveyInstance/{id} answers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        audience: "patient";
                        id: string;
                        createTimestamp: string;
                        lastUpdatedTimestamp: string;
                        /** @enum {string} */
                        status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        /** @enum {string} */
                        stage: "FIRST_WAVE" | "SECOND_WAVE";
                        awaitingReview: boolean;
                        questionCount: number;
                        survey: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            surveyType: "REGULAR" | "DEMOGRAPHICS_PATIENT";
                            /** @enum {string|null} */
                            diabetesType: "PRE" | "TYPE_I" | "TYPE_II" | "TYPE_I_CHILD" | "TYPE_I_PARENT" | null;
                            revision: number;
                            isAvailable: boolean;
                            /** @enum {string|null} */
                            variant: "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | null;
                            questions: {
                                id: string;
                                /** @enum {string} */
                                category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | "DEMOGRAPHICS" | "OTHER" | "PHQ9";
                                question: string;
                                description: string | null;
                                possibleAnswers: {
                                    id: string;
                                    answer: string;
                                }[];
                                /** @enum {string} */
                                stage: "FIRST_WAVE" | "SECOND_WAVE";
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                tags: string[];
                            }[];
                            startDialog: {
                                title: string;
                                descriptions: (string)[];
                            } | null;
                            hasSecondWave: boolean;
                        };
                        user: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                        };
                        answers: {
                            question: {
                                id: string;
                                text: string;
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                tags: string[];
                            };
                            answer: {
                                id: string | null;
                                answer: string;
                            };
                        }[];
                        scores: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            scoreValue: number;
                            scorePct: number;
                            scoredAnswers: {
                                questionId: string;
                                humanReadable: string;
                                scorePct: number;
                            }[];
                        }[];
                        mainAreasOfFocus: ("PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2")[];
                        recommendations: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            question: string;
                            possibleAnswers: {
                                id: string;
                                answer: string;
                                resourceName: string | null;
                                resourceUrl: string | null;
                            }[];
                            answers: string[];
                        }[];
                        possibleConclusions: {
                            id: string;
                            show: boolean;
                        }[];
                        conclusions: {
                            conclusionId: string;
                            text: string;
                        }[];
                        support: {
                            contact: string | null;
                            emergencyNumber: string;
                            urgent: boolean;
                        } | null;
                        followUp: {
                            instanceId: string;
                        } | null;
                    } | {
                        /** @enum {string} */
                        audience: "staff";
                        id: string;
                        createTimestamp: string;
                        lastUpdatedTimestamp: string;
                        /** @enum {string} */
                        status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        /** @enum {string} */
                        stage: "FIRST_WAVE" | "SECOND_WAVE";
                        awaitingReview: boolean;
                        questionCount: number;
                        priorityScore: number | null;
                        /** @enum {string|null} */
                        mainConcern: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | null;
                        survey: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            surveyType: "REGULAR" | "DEMOGRAPHICS_PATIENT";
                            /** @enum {string|null} */
                            diabetesType: "PRE" | "TYPE_I" | "TYPE_II" | "TYPE_I_CHILD" | "TYPE_I_PARENT" | null;
                            revision: number;
                            isAvailable: boolean;
                            /** @enum {string|null} */
                            variant: "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | null;
                            questions: {
                                id: string;
                                /** @enum {string} */
                                category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2" | "DEMOGRAPHICS" | "OTHER" | "PHQ9";
                                question: string;
                                description: string | null;
                                possibleAnswers: {
                                    id: string;
                                    answer: string;
                                }[];
                                /** @enum {string} */
                                stage: "FIRST_WAVE" | "SECOND_WAVE";
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                tags: string[];
                            }[];
                            startDialog: {
                                title: string;
                                descriptions: (string)[];
                            } | null;
                            hasSecondWave: boolean;
                        };
                        user: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                        };
                        answers: {
                            question: {
                                id: string;
                                text: string;
                                /** @enum {string} */
                                type: "OPEN_ENDED" | "CLOSED_ENDED" | "MULTIPLE_CHOICE";
                                tags: string[];
                            };
                            answer: {
                                id: string | null;
                                answer: string;
                            };
                        }[];
                        scores: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            scoreValue: number;
                            scorePct: number;
                            scoredAnswers: {
                                questionId: string;
                                humanReadable: string;
                                scorePct: number;
                            }[];
                        }[];
                        mainAreasOfFocus: ("PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2")[];
                        phq2: {
                            score: number;
                            possibleDepression: boolean;
                        } | null;
                        phq9: {
                            score: number;
                            /** @enum {string} */
                            band: "MINIMAL" | "MILD" | "MODERATE" | "MODERATELY_SEVERE" | "SEVERE";
                            item9: {
                                points: number;
                                question: string;
                                answer: string;
                            };
                            urgent: boolean;
                        } | null;
                        recommendations: {
                            id: string;
                            /** @enum {string} */
                            category: "PSYCH" | "KNOWLEDGE" | "THERAPY" | "SOCIAL" | "SCREENING" | "IMMUNO_THERAPY" | "POST_IMMUNO_THERAPY" | "PHQ2";
                            question: string;
                            possibleAnswers: {
                                id: string;
                                answer: string;
                                resourceName: string | null;
                                resourceUrl: string | null;
                            }[];
                            answers: string[];
                        }[];
                        possibleConclusions: {
                            id: string;
                            text: string;
                            show: boolean;
                        }[];
                        conclusions: {
                            conclusionId: string;
                            text: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getClinic: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            locale: "en-GB" | "es-ES";
                            /** @enum {string} */
                            glucoseUnit: "mg/dL" | "mmol/L";
                            supportContactEn?: string | null;
                            supportContactEs?: string | null;
                            emergencyNumber?: string;
                        }[];
                        empty: boolean;
                        first: boolean;
                        last: boolean;
                        number: number;
                        numberOfElements: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                        pageable: {
                            pageNumber: number;
                            pageSize: number;
                            offset: number;
                        };
                        sort: {
                            sorted: boolean;
                            unsorted: boolean;
                            empty: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postClinic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Riverside Clinic",
                 *       "locale": "en-GB"
                 *     }
                 */
                "application/json": {
                    name: string;
                    /**
                     * @default en-GB
                     * @enum {string}
                     */
                    locale?: "en-GB" | "es-ES";
                    /** @enum {string} */
                    glucoseUnit?: "mg/dL" | "mmol/L";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        locale: "en-GB" | "es-ES";
                        /** @enum {string} */
                        glucoseUnit: "mg/dL" | "mmol/L";
                        supportContactEn?: string | null;
                        supportContactEs?: string | null;
                        emergencyNumber?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getClinicById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        locale: "en-GB" | "es-ES";
                        /** @enum {string} */
                        glucoseUnit: "mg/dL" | "mmol/L";
                        supportContactEn?: string | null;
                        supportContactEs?: string | null;
                        emergencyNumber?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putClinicByIdSupportContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "supportContactEn": "Call the clinic on 020 7946 0000 (weekdays 9–17) or NHS 111 at any time.",
                 *       "supportContactEs": "Llame a la clínica al 910 000 000 (laborables de 9 a 17) o al 112 en cualquier momento."
                 *     }
                 */
                "application/json": {
                    supportContactEn: string | null;
                    supportContactEs: string | null;
                    emergencyNumber?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        locale: "en-GB" | "es-ES";
                        /** @enum {string} */
                        glucoseUnit: "mg/dL" | "mmol/L";
                        supportContactEn?: string | null;
                        supportContactEs?: string | null;
                        emergencyNumber?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putClinicByIdGlucoseUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "glucoseUnit": "mmol/L"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    glucoseUnit: "mg/dL" | "mmol/L";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        locale: "en-GB" | "es-ES";
                        /** @enum {string} */
                        glucoseUnit: "mg/dL" | "mmol/L";
                        supportContactEn?: string | null;
                        supportContactEs?: string | null;
                        emergencyNumber?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getClinicByIdReminders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        surveys: {
                            surveyId: string;
                            firstDays: number;
                            secondDays: number;
                            name: string;
                            isDefault: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putClinicByIdReminders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "surveys": [
                 *         {
                 *           "surveyId": "type2-v1",
                 *           "firstDays": 3,
                 *           "secondDays": 7
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    surveys: {
                        surveyId: string;
                        firstDays: number;
                        secondDays: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        surveys: {
                            surveyId: string;
                            firstDays: number;
                            secondDays: number;
                            name: string;
                            isDefault: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getUserErasureRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        request: {
                            id: string;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "DECLINED";
                            requestedAt: string;
                            decidedAt: string | null;
                            reason: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postUserErasureRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "PENDING" | "APPROVED" | "DECLINED";
                        requestedAt: string;
                        decidedAt: string | null;
                        reason: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getErasureRequest: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            id: string;
                            requestedAt: string;
                            patient: {
                                id: string;
                                email: string;
                                name: string;
                            };
                            clinic: {
                                id: string;
                                name: string;
                            };
                            firstApproval: {
                                name: string;
                                mine: boolean;
                            } | null;
                        }[];
                        empty: boolean;
                        first: boolean;
                        last: boolean;
                        number: number;
                        numberOfElements: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                        pageable: {
                            pageNumber: number;
                            pageSize: number;
                            offset: number;
                        };
                        sort: {
                            sorted: boolean;
                            unsorted: boolean;
                            empty: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postErasureRequestByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Asked in writing on 2 March; no open care plan"
                 *     }
                 */
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ERASED" | "AWAITING_SECOND" | "DECLINED";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postErasureRequestByIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "An open safeguarding review must finish first"
                 *     }
                 */
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ERASED" | "AWAITING_SECOND" | "DECLINED";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getClinicByIdErasure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        retentionYears: number;
                        twoPerson: boolean;
                        isDefault: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putClinicByIdErasure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "retentionYears": 8,
                 *       "twoPerson": false
                 *     }
                 */
                "application/json": {
                    retentionYears: number;
                    twoPerson: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        retentionYears: number;
                        twoPerson: boolean;
                        isDefault: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAdmin: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                nameStartsWith?: string;
                status?: "active" | "deactivated" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            clinic: {
                                id: string;
                                name: string;
                            };
                            deactivatedAt?: string | null;
                        }[];
                        empty: boolean;
                        first: boolean;
                        last: boolean;
                        number: number;
                        numberOfElements: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                        pageable: {
                            pageNumber: number;
                            pageSize: number;
                            offset: number;
                        };
                        sort: {
                            sorted: boolean;
                            unsorted: boolean;
                            empty: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "admin@riverside.test",
                 *       "firstName": "Ana",
                 *       "lastName": "Ruiz",
                 *       "clinicCode": "2f1c7a52-6a4e-4d6b-9a44-0d3e5b6c7d81"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    firstName: string;
                    lastName: string;
                    /** Format: uuid */
                    clinicCode: string;
                    /** @enum {string} */
                    locale?: "en-GB" | "es-ES";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        clinic: {
                            id: string;
                            name: string;
                        };
                        deactivatedAt?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAdminById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        clinic: {
                            id: string;
                            name: string;
                        };
                        deactivatedAt?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getDoctor: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                nameStartsWith?: string;
                status?: "active" | "deactivated" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {string} */
                            status: "INACTIVE" | "TERMS_AND_CONDITIONS" | "PRIVACY_POLICY" | "ACTIVE";
                            clinic: {
                                id: string;
                                name: string;
                            };
                            demographics: {
                                id: string;
                                /** @enum {string} */
                                status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                            }[];
                            deactivatedAt?: string | null;
                        }[];
                        empty: boolean;
                        first: boolean;
                        last: boolean;
                        number: number;
                        numberOfElements: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                        pageable: {
                            pageNumber: number;
                            pageSize: number;
                            offset: number;
                        };
                        sort: {
                            sorted: boolean;
                            unsorted: boolean;
                            empty: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postDoctor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "doctor@riverside.test",
                 *       "firstName": "Sam",
                 *       "lastName": "Lee",
                 *       "locale": "en-GB"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    firstName: string;
                    lastName: string;
                    /** Format: uuid */
                    clinicId?: string;
                    /** @enum {string} */
                    locale?: "en-GB" | "es-ES";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        /** @enum {string} */
                        status: "INACTIVE" | "TERMS_AND_CONDITIONS" | "PRIVACY_POLICY" | "ACTIVE";
                        clinic: {
                            id: string;
                            name: string;
                        };
                        demographics: {
                            id: string;
                            /** @enum {string} */
                            status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        }[];
                        deactivatedAt?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getDoctorById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        /** @enum {string} */
                        status: "INACTIVE" | "TERMS_AND_CONDITIONS" | "PRIVACY_POLICY" | "ACTIVE";
                        clinic: {
                            id: string;
                            name: string;
                        };
                        demographics: {
                            id: string;
                            /** @enum {string} */
                            status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        }[];
                        deactivatedAt?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postDoctorByIdDeactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Left the clinic at the end of June"
                 *     }
                 */
                "application/json": {
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        /** @enum {string} */
                        status: "INACTIVE" | "TERMS_AND_CONDITIONS" | "PRIVACY_POLICY" | "ACTIVE";
                        clinic: {
                            id: string;
                            name: string;
                        };
                        demographics: {
                            id: string;
                            /** @enum {string} */
                            status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        }[];
                        deactivatedAt?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postDoctorByIdReactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Back from leave"
                 *     }
                 */
                "application/json": {
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        /** @enum {string} */
                        status: "INACTIVE" | "TERMS_AND_CONDITIONS" | "PRIVACY_POLICY" | "ACTIVE";
                        clinic: {
                            id: string;
                            name: string;
                        };
                        demographics: {
                            id: string;
                            /** @enum {string} */
                            status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        }[];
                        deactivatedAt?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAdminByIdDeactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Moved to another clinic"
                 *     }
                 */
                "application/json": {
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        clinic: {
                            id: string;
                            name: string;
                        };
                        deactivatedAt?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAdminByIdReactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        clinic: {
                            id: string;
                            name: string;
                        };
                        deactivatedAt?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getSuperadmin: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                nameStartsWith?: string;
                status?: "active" | "deactivated" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            deactivatedAt?: string | null;
                        }[];
                        empty: boolean;
                        first: boolean;
                        last: boolean;
                        number: number;
                        numberOfElements: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                        pageable: {
                            pageNumber: number;
                            pageSize: number;
                            offset: number;
                        };
                        sort: {
                            sorted: boolean;
                            unsorted: boolean;
                            empty: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postSuperadminByIdDeactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Left the company"
                 *     }
                 */
                "application/json": {
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        deactivatedAt?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postSuperadminByIdReactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Back from leave"
                 *     }
                 */
                "application/json": {
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        deactivatedAt?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getDoctorByIdPatients: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getDoctorThisHandovers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        firstName: string;
                        lastName: string;
                        from: {
                            firstName: string;
                            lastName: string;
                        };
                        at: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postDoctorByIdHandover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "toDoctorId": "6b0d8f0e-3f4a-4c6e-9b1d-2a7c5e8f9a10"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    toDoctorId: string;
                    patientIds?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        moved: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postUserByIdLeave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Moved to another city"
                 *     }
                 */
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        /** @enum {string} */
                        status: "INACTIVE" | "TERMS_AND_CONDITIONS" | "PRIVACY_POLICY" | "ACTIVE";
                        clinic: {
                            id: string;
                            name: string;
                        };
                        age: number | null;
                        birthDate: string | null;
                        chronicConditions: boolean | null;
                        /** @enum {string|null} */
                        diabetes: "PRE" | "TYPE_I" | "TYPE_II" | "TYPE_I_CHILD" | "TYPE_I_PARENT" | null;
                        gender: string | null;
                        demographics: {
                            id: string;
                            /** @enum {string} */
                            status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        }[];
                        leftAt?: string | null;
                        leftReason?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postUserByIdReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        /** @enum {string} */
                        status: "INACTIVE" | "TERMS_AND_CONDITIONS" | "PRIVACY_POLICY" | "ACTIVE";
                        clinic: {
                            id: string;
                            name: string;
                        };
                        age: number | null;
                        birthDate: string | null;
                        chronicConditions: boolean | null;
                        /** @enum {string|null} */
                        diabetes: "PRE" | "TYPE_I" | "TYPE_II" | "TYPE_I_CHILD" | "TYPE_I_PARENT" | null;
                        gender: string | null;
                        demographics: {
                            id: string;
                            /** @enum {string} */
                            status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        }[];
                        leftAt?: string | null;
                        leftReason?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postDoctorByIdSecondFactorReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Phone lost; identity checked in person at the clinic desk"
                 *     }
                 */
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        reset: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAdminByIdSecondFactorReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "New phone; identity checked on a video call with the clinic manager"
                 *     }
                 */
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        reset: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postUserByIdSecondFactorReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Patient lost their phone; identity checked at the appointment"
                 *     }
                 */
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        reset: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getUserThisSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        required: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getClinicByIdSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        doctorsRequired: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putClinicByIdSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "doctorsRequired": true
                 *     }
                 */
                "application/json": {
                    doctorsRequired: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        doctorsRequired: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getClinicByIdGlucoseRecency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        noDataHours: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putClinicByIdGlucoseRecency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "noDataHours": 48
                 *     }
                 */
                "application/json": {
                    noDataHours: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        noDataHours: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getClinicByIdOverview: {
        parameters: {
            query?: {
                period?: "30d" | "90d" | "12m";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        period: "30d" | "90d" | "12m";
                        from: string;
                        to: string;
                        minCount: number;
                        patients: number | null;
                        awaitingReview: number | null;
                        questionnaires: {
                            assigned: number | null;
                            answered: number | null;
                            reviewed: number | null;
                            medianHoursToAnswer: number | null;
                            medianHoursToReview: number | null;
                        };
                        months: {
                            assigned: number | null;
                            answered: number | null;
                            reviewed: number | null;
                            medianHoursToAnswer: number | null;
                            medianHoursToReview: number | null;
                            month: string;
                        }[];
                        phq2Positive: number | null;
                        phq2Screened: number | null;
                        item9Open: number | null;
                        glucose: {
                            linked: number | null;
                            noData: number | null;
                            attention: number | null;
                            notEnoughData: number | null;
                            tir: {
                                [key: string]: number | null;
                            };
                            gri: {
                                [key: string]: number | null;
                            };
                        };
                        overdueByDoctor: {
                            doctor: string;
                            overdue: number | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getDoctorThisOverview: {
        parameters: {
            query?: {
                period?: "30d" | "90d" | "12m";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        period: "30d" | "90d" | "12m";
                        from: string;
                        to: string;
                        minCount: number;
                        patients: number | null;
                        awaitingReview: number | null;
                        questionnaires: {
                            assigned: number | null;
                            answered: number | null;
                            reviewed: number | null;
                            medianHoursToAnswer: number | null;
                            medianHoursToReview: number | null;
                        };
                        months: {
                            assigned: number | null;
                            answered: number | null;
                            reviewed: number | null;
                            medianHoursToAnswer: number | null;
                            medianHoursToReview: number | null;
                            month: string;
                        }[];
                        phq2Positive: number | null;
                        phq2Screened: number | null;
                        item9Open: number | null;
                        glucose: {
                            linked: number | null;
                            noData: number | null;
                            attention: number | null;
                            notEnoughData: number | null;
                            tir: {
                                [key: string]: number | null;
                            };
                            gri: {
                                [key: string]: number | null;
                            };
                        };
                        overdueByDoctor: {
                            doctor: string;
                            overdue: number | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getDoctorSignUpLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowAnonymous: boolean;
                        link: string;
                        anonymousLink: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putDoctorSignUpLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "allowAnonymous": true
                 *     }
                 */
                "application/json": {
                    allowAnonymous: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowAnonymous: boolean;
                        link: string;
                        anonymousLink: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getDoctorQrCode: {
        parameters: {
            query?: {
                allowAnonymous?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description qr-code.png */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postSurveyInstanceSingleBurn: {
        parameters: {
            query: {
                surveyId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userLogin: string | null;
                        userPassword: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getDoctorNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reviewDigest: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putDoctorNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reviewDigest": false
                 *     }
                 */
                "application/json": {
                    reviewDigest: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reviewDigest: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postRemindersOptOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "m8xW0f3kQ1e2R7d9yT6u5g.Yp4sN2cV8bL1kJ7hG3fD9a"
                 *     }
                 */
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reminders: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postRemindersOptIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "m8xW0f3kQ1e2R7d9yT6u5g.Yp4sN2cV8bL1kJ7hG3fD9a"
                 *     }
                 */
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reminders: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postRemindersOneClickByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reminders: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getClinicByIdRemindersSent: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            patientId: string;
                            patientName: string;
                            surveyId: string;
                            surveyName: string;
                            number: number;
                            at: string;
                            /** @enum {string} */
                            kind: "start" | "continue";
                            /** @enum {string|null} */
                            delivery: "sent" | "waiting" | "failed" | null;
                        }[];
                        empty: boolean;
                        first: boolean;
                        last: boolean;
                        number: number;
                        numberOfElements: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                        pageable: {
                            pageNumber: number;
                            pageSize: number;
                            offset: number;
                        };
                        sort: {
                            sorted: boolean;
                            unsorted: boolean;
                            empty: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getClinicByIdRemindersDue: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            patientId: string;
                            patientName: string;
                            surveyId: string;
                            surveyName: string;
                            number: number;
                            dueAt: string;
                        }[];
                        empty: boolean;
                        first: boolean;
                        last: boolean;
                        number: number;
                        numberOfElements: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                        pageable: {
                            pageNumber: number;
                            pageSize: number;
                            offset: number;
                        };
                        sort: {
                            sorted: boolean;
                            unsorted: boolean;
                            empty: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postClinicByIdRemindersTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        to: string;
                        /** @enum {string} */
                        delivery: "sent" | "waiting";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getUserById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        /** @enum {string} */
                        status: "INACTIVE" | "TERMS_AND_CONDITIONS" | "PRIVACY_POLICY" | "ACTIVE";
                        clinic: {
                            id: string;
                            name: string;
                        };
                        age: number | null;
                        birthDate: string | null;
                        chronicConditions: boolean | null;
                        /** @enum {string|null} */
                        diabetes: "PRE" | "TYPE_I" | "TYPE_II" | "TYPE_I_CHILD" | "TYPE_I_PARENT" | null;
                        gender: string | null;
                        demographics: {
                            id: string;
                            /** @enum {string} */
                            status: "CREATED" | "IN_PROGRESS" | "RECOMMENDATIONS" | "REVIEW" | "COMPLETED";
                        }[];
                        leftAt?: string | null;
                        leftReason?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postUserBulkSignup: {
        parameters: {
            query: {
                doctor: string;
                from?: number;
                count?: number;
                surveyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The CSV file: a header row (email, firstName, lastName, language), UTF-8 */
        requestBody: {
            content: {
                /**
                 * @example email,firstName,lastName,language
                 *     ana.garcia@example.com,Ana,García,es
                 *     john.smith@example.com,John,Smith,en
                 */
                "text/csv": string;
                /**
                 * @example email,firstName,lastName,language
                 *     ana.garcia@example.com,Ana,García,es
                 *     john.smith@example.com,John,Smith,en
                 */
                "multipart/form-data": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        from: number;
                        to: number;
                        created: number;
                        errors: {
                            line: number;
                            email: string;
                            /** @enum {string} */
                            reason: "missingEmail" | "invalidEmail" | "missingName" | "duplicateInFile" | "existingPatient" | "formulaCell" | "invalidLanguage" | "tooLong" | "creationFailed";
                            message: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAuthPasswordForgot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "patient@demo.test",
                 *       "method": "code"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    /**
                     * @default link
                     * @enum {string}
                     */
                    method?: "link" | "code";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAuthPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "the-token-from-the-reset-link-abcdef",
                 *       "newPassword": "NewPass#2026"
                 *     }
                 */
                "application/json": {
                    token: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        pool: "doctor" | "patient" | "admin" | "superadmin";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    postAuthPasswordResetCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "patient@demo.test",
                 *       "code": "K7QM-3XPA",
                 *       "newPassword": "NewPass#2026"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    code: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        pool: "doctor" | "patient" | "admin" | "superadmin";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    getApiDexcomAuthUrl: {
        parameters: {
            query?: {
                returnUrl?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uri */
                        authorizationUrl: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postApiDexcomToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "the-code-from-the-dexcom-redirect",
                 *       "state": "the-state-from-the-dexcom-redirect",
                 *       "cgmDataConsent": true
                 *     }
                 */
                "application/json": {
                    code: string;
                    state?: string;
                    /** @enum {boolean} */
                    cgmDataConsent: true;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        connected: boolean;
                        dexcomSkipped: boolean;
                        dexcomOptedOut: boolean;
                        lastSync: string | null;
                        reason: string | null;
                        needsReconnect: boolean;
                        validated: boolean;
                        validatedAt: string | null;
                        returnUrl?: string | null;
                        rateLimited?: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    getApiDexcomStatus: {
        parameters: {
            query?: {
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        connected: boolean;
                        dexcomSkipped: boolean;
                        dexcomOptedOut: boolean;
                        lastSync: string | null;
                        reason: string | null;
                        needsReconnect: boolean;
                        validated: boolean;
                        validatedAt: string | null;
                        returnUrl?: string | null;
                        rateLimited?: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteApiDexcomDisconnect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postApiDexcomSkip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postApiDexcomOptout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postApiDexcomOptin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uri */
                        authUrl: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postApiDexcomGlucoseSync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    /** Format: uuid */
                    surveyInstanceId?: string;
                    background?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        inserted: number;
                        fetched: number;
                        lastSync: string | null;
                        inProgress: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    getApiDexcomGlucose: {
        parameters: {
            query?: {
                startDate?: string;
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        records: {
                            recordId: string;
                            systemTime: string;
                            displayTime: string;
                            value: number | null;
                            status: string | null;
                            trend: string | null;
                            trendRate: number | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    getApiDexcomDataRange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    getApiDexcomDevices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    postApiDexcomWidgetSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "origin": "https://www.clinic.example"
                 *     }
                 */
                "application/json": {
                    origin: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        expiresAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getApiDexcomGlucoseSummary: {
        parameters: {
            query?: {
                userId?: string;
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        days: number;
                        start: string;
                        end: string;
                        newest: string | null;
                        historical: boolean;
                        /**
                         * @default standard
                         * @enum {string}
                         */
                        targets: "standard" | "older" | "pregnancy";
                        statistics: {
                            totalReadings: number;
                            averageGlucose: number | null;
                            inRangePercentage: number;
                            highPercentage: number;
                            lowPercentage: number;
                            minGlucose: number | null;
                            maxGlucose: number | null;
                            bands: {
                                veryLow: number;
                                low: number;
                                target: number;
                                high: number;
                                veryHigh: number;
                            };
                            sd: number | null;
                            cv: number | null;
                            gmi: number | null;
                            daysWithData: number;
                            activePercent: number;
                            sufficient: boolean;
                        };
                        risk: {
                            gri: number | null;
                            /** @enum {string|null} */
                            griZone: "A" | "B" | "C" | "D" | "E" | null;
                            griHypo: number | null;
                            griHyper: number | null;
                            tightRange: number;
                            episodes: {
                                level1: {
                                    count: number;
                                    perWeek: number;
                                    nightPercent: number | null;
                                };
                                level2: {
                                    count: number;
                                    perWeek: number;
                                    nightPercent: number | null;
                                };
                            };
                        };
                        previous: {
                            start: string;
                            end: string;
                            inRange: number;
                            low: number;
                            gri: number | null;
                            level1: number;
                            level2: number;
                        } | null;
                        agp: {
                            minute: number;
                            n: number;
                            p5: number | null;
                            p10: number | null;
                            p25: number | null;
                            p50: number | null;
                            p75: number | null;
                            p90: number | null;
                            p95: number | null;
                        }[];
                        daily: {
                            date: string;
                            points: {
                                minute: number;
                                value: number;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getApiDexcomGlucoseStored: {
        parameters: {
            query?: {
                userId?: string;
                page?: number;
                size?: number;
                includeAllData?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            recordId: string;
                            systemTime: string;
                            displayTime: string;
                            value: number | null;
                            status: string | null;
                            trend: string | null;
                            trendRate: number | null;
                        }[];
                        empty: boolean;
                        first: boolean;
                        last: boolean;
                        number: number;
                        numberOfElements: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                        pageable: {
                            pageNumber: number;
                            pageSize: number;
                            offset: number;
                        };
                        sort: {
                            sorted: boolean;
                            unsorted: boolean;
                            empty: boolean;
                        };
                        statistics: {
                            totalReadings: number;
                            averageGlucose: number | null;
                            inRangePercentage: number;
                            highPercentage: number;
                            lowPercentage: number;
                            minGlucose: number | null;
                            maxGlucose: number | null;
                            bands: {
                                veryLow: number;
                                low: number;
                                target: number;
                                high: number;
                                veryHigh: number;
                            };
                            sd: number | null;
                            cv: number | null;
                            gmi: number | null;
                            daysWithData: number;
                            activePercent: number;
                            sufficient: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getApiDexcomGlucoseSurveyBySurveyInstanceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                surveyInstanceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        days: number;
                        start: string;
                        end: string;
                        newest: string | null;
                        historical: boolean;
                        /**
                         * @default standard
                         * @enum {string}
                         */
                        targets: "standard" | "older" | "pregnancy";
                        statistics: {
                            totalReadings: number;
                            averageGlucose: number | null;
                            inRangePercentage: number;
                            highPercentage: number;
                            lowPercentage: number;
                            minGlucose: number | null;
                            maxGlucose: number | null;
                            bands: {
                                veryLow: number;
                                low: number;
                                target: number;
                                high: number;
                                veryHigh: number;
                            };
                            sd: number | null;
                            cv: number | null;
                            gmi: number | null;
                            daysWithData: number;
                            activePercent: number;
                            sufficient: boolean;
                        };
                        risk: {
                            gri: number | null;
                            /** @enum {string|null} */
                            griZone: "A" | "B" | "C" | "D" | "E" | null;
                            griHypo: number | null;
                            griHyper: number | null;
                            tightRange: number;
                            episodes: {
                                level1: {
                                    count: number;
                                    perWeek: number;
                                    nightPercent: number | null;
                                };
                                level2: {
                                    count: number;
                                    perWeek: number;
                                    nightPercent: number | null;
                                };
                            };
                        };
                        previous: {
                            start: string;
                            end: string;
                            inRange: number;
                            low: number;
                            gri: number | null;
                            level1: number;
                            level2: number;
                        } | null;
                        agp: {
                            minute: number;
                            n: number;
                            p5: number | null;
                            p10: number | null;
                            p25: number | null;
                            p50: number | null;
                            p75: number | null;
                            p90: number | null;
                            p95: number | null;
                        }[];
                        daily: {
                            date: string;
                            points: {
                                minute: number;
                                value: number;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getUserByIdGlucoseTargets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        targets: "standard" | "older" | "pregnancy";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putUserByIdGlucoseTargets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "targets": "pregnancy"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    targets: "standard" | "older" | "pregnancy";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        targets: "standard" | "older" | "pregnancy";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
}
