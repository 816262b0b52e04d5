{{/* Labels every object carries; `app` is what selectors and NetworkPolicies match. */}}
{{- define "dcp.labels" -}}
app: {{ .app }}
app.kubernetes.io/name: {{ .app }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/part-of: dcp
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version }}
{{- end }}

{{/* repository@digest when a digest is given (what runs is then fixed), else repository:tag. */}}
{{- define "dcp.image" -}}
{{- if .image.digest -}}
{{ .image.repository }}@{{ .image.digest }}
{{- else -}}
{{ .image.repository }}:{{ .image.tag | default .root.Chart.AppVersion }}
{{- end -}}
{{- end }}

{{/* The restricted Pod Security profile, pod level: every pod of the chart. */}}
{{- define "dcp.podSecurity" -}}
automountServiceAccountToken: false
securityContext:
  runAsNonRoot: true
  runAsUser: {{ .uid }}
  runAsGroup: {{ .uid }}
  fsGroup: {{ .uid }}
  seccompProfile: { type: RuntimeDefault }
{{- end }}

{{/* The restricted profile, container level. readOnly: false only where the image must write (nginx). */}}
{{- define "dcp.containerSecurity" -}}
securityContext:
  allowPrivilegeEscalation: false
  readOnlyRootFilesystem: {{ .readOnly }}
  runAsNonRoot: true
  capabilities: { drop: [ALL] }
  seccompProfile: { type: RuntimeDefault }
{{- end }}

{{/* Spread over zones when the cluster has them, and over nodes: one node or zone lost keeps the rest. */}}
{{- define "dcp.spread" -}}
topologySpreadConstraints:
  - maxSkew: 1
    topologyKey: topology.kubernetes.io/zone
    whenUnsatisfiable: ScheduleAnyway
    labelSelector: { matchLabels: { app: {{ . }} } }
  - maxSkew: 1
    topologyKey: kubernetes.io/hostname
    whenUnsatisfiable: DoNotSchedule
    labelSelector: { matchLabels: { app: {{ . }} } }
{{- end }}

{{/* pg-boss's own pool in every API and worker process (api/src/jobs/queue.ts, `max: 4`). */}}
{{- define "dcp.jobsPool" -}}4{{- end }}

{{/*
The API's DB_POOL_MAX, so that every process at the autoscaler's maximum fits in max_connections:
  per API pod = floor((maxConnections - reserved - workers × (worker pool + jobs)) / maxReplicas)
  DB_POOL_MAX = per API pod - jobs (docs/deploy.md §4 works the default through).
*/}}
{{- define "dcp.apiPoolMax" -}}
{{- $jobs := include "dcp.jobsPool" . | int -}}
{{- $workers := mul (int .Values.worker.replicas) (add (int .Values.worker.dbPoolMax) $jobs) -}}
{{- $free := sub (sub (int .Values.database.maxConnections) (int .Values.database.reserved)) $workers -}}
{{- $pool := sub (div $free (int .Values.api.autoscaling.maxReplicas)) $jobs -}}
{{- if lt (int $pool) 2 -}}
{{- fail (printf "database.maxConnections %v cannot hold %v API pods (each needs at least 2 + %v connections) and the workers: raise it, or lower api.autoscaling.maxReplicas" .Values.database.maxConnections .Values.api.autoscaling.maxReplicas $jobs) -}}
{{- end -}}
{{- $pool -}}
{{- end }}

{{/* Every setting of the API, the worker and the migrate Job: values first, secrets by reference. */}}
{{- define "dcp.env" -}}
- { name: NODE_ENV, value: production }
- { name: PORTAL_ORIGIN, value: {{ printf "https://%s" .Values.ingress.portalHost | quote }} }
- { name: PUBLIC_URL, value: {{ printf "https://%s" .Values.ingress.apiHost | quote }} }
- { name: TRUST_PROXY, value: '1' }
- { name: RUN_WORKER, value: '0' }
- { name: MIGRATE_AT_START, value: '0' }
- { name: HOST, value: 0.0.0.0 }
{{- range $name, $value := .Values.config }}
- { name: {{ $name }}, value: {{ $value | toString | quote }} }
{{- end }}
{{- range list "DATABASE_URL" "PSEUDONYM_KEY" "AUDIT_HMAC_KEY" "DEXCOM_TOKEN_KEY" "DEXCOM_CLIENT_SECRET" }}
- name: {{ . }}
  valueFrom: { secretKeyRef: { name: {{ $.Values.secrets.app }}, key: {{ . }} } }
{{- end }}
- name: SMTP_PASSWORD
  valueFrom: { secretKeyRef: { name: {{ .Values.secrets.app }}, key: SMTP_PASSWORD, optional: true } }
{{- end }}

{{/* A writable /tmp on a read-only root filesystem. */}}
{{- define "dcp.tmpMount" -}}
volumeMounts: [{ name: tmp, mountPath: /tmp }]
{{- end }}
