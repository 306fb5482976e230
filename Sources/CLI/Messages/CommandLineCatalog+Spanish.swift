extension CommandLineCatalog {
  static let spanishTexts: [CommandLineMessageKey: String] = [
    .storeCorrupt: "%1: archivo del almacén corrupto: %2",
    .storeUnreadable: "%1: no se puede leer: %2",
    .storeUnwritable: "%1: no se puede escribir: %2",
    .storeBusy: "%1: otro proceso tiene bloqueado el almacén (esperados %2 s)",
    .storeRefused: "%1: rechazado como almacén: %2",
    .storeIsReadOnly: "el almacén es de solo lectura",
    .distrustSymbolicLink: "un enlace simbólico, que un almacén nunca sigue",
    .distrustNotRegularFile: "no es un archivo normal",
    .distrustOwner: "pertenece a otro usuario (uid %1)",
    .distrustWritableByOthers: "otros usuarios pueden escribir en él",
    .distrustLinkOfOtherUser:
      "la ruta pasa por un enlace simbólico de otro usuario (uid %1), que nunca se sigue",
    .distrustSharedWithOtherFiles:
      "otros usuarios pueden leerlo y contiene archivos que no son del almacén; "
      + "usa un directorio propio, o ponle tú mismo el modo 0700",
    .notePermissionsNarrowed: "%1: el modo %2 dejaba entrar a otros usuarios; ahora es %3",
    .noteReadOnly: "%1: el almacén es de solo lectura: se ha leído, pero no se puede guardar nada",
    .noteWaitingForLock: "esperando a que otro puremvp suelte el bloqueo del almacén…",
    .problemMissingHeader: "se esperaba la cabecera '%1'",
    .problemUnsupportedVersion: "versión de formato no soportada '%1'",
    .problemNotText: "no es texto UTF-8",
    .problemMalformedRecord: "registro mal formado",
    .problemInconsistentRecord: "registro que contradice uno anterior",
    .problemTruncated: "el archivo acaba a mitad de un registro",
    .problemEmpty: "el archivo no tiene entradas",
    .problemIncompleteGroup: "el grupo de registros de una orden está incompleto",
    .problemTooFewIterations:
      "registro de contraseña con %1 iteraciones de PBKDF2, menos que el mínimo de %2",
    .problemTooManyIterations:
      "registro de contraseña con %1 iteraciones de PBKDF2, más que el máximo de %2",
    .fixturesMissing: "no es un directorio legible",
    .systemNoSuchFile: "No existe el archivo o el directorio",
    .systemPermissionDenied: "Permiso denegado",
    .systemNotPermitted: "Operación no permitida",
    .systemNotADirectory: "no es un directorio",
    .systemIsADirectory: "Es un directorio",
    .systemNoSpace: "No queda espacio en el dispositivo",
    .systemQuotaExceeded: "Se ha excedido la cuota de disco",
    .systemFileTooLarge: "Archivo demasiado grande",
    .systemReadOnlyFileSystem: "Sistema de archivos de solo lectura",
    .systemTooManySymbolicLinks: "Demasiados niveles de enlaces simbólicos",
    .systemInputOutput: "Error de entrada/salida",
    .systemNameTooLong: "Nombre de archivo demasiado largo",
    .systemTooManyOpenFiles: "Demasiados archivos abiertos",
    .systemOther: "%1 (error del sistema %2)",
    .storeUnsavedFromLine: "%1: no se puede escribir: %2; no se guardó nada desde la línea %3",
    .storeUnsavedCommand: "%1: no se puede escribir: %2; la orden no se guardó",
    .noteCompactionSkipped:
      "%1 no se compactó: %2; todas las órdenes están guardadas, y otra ejecución lo compactará",
    .usageUnknownOption: "opción desconocida '%1'; mira 'puremvp help'",
    .usageMissingOptionValue: "la opción '%1' necesita un valor; mira 'puremvp help'",
    .usageOptionTakesNoValue: "la opción '%1' no lleva valor",
    .usageInvalidOptionValue: "valor '%1' no válido para %2; se espera %3",
    .usageConflictingOptions: "%1 y %2 no pueden usarse juntas",
    .usageHelpArguments: "uso: puremvp help [FUNCIÓN [COMANDO] | VERBO]",
    .usageCompletions: "uso: puremvp completions bash|zsh|fish",
    .outputUnwritable: "no se puede escribir la salida estándar: %1",
    .outputUnwritableCommandSaved:
      "no se puede escribir la salida estándar: %1; la orden se guardó igualmente: no la repitas",
    .outputUnwritableTasksSaved:
      "no se puede escribir la salida estándar: %1; la orden se guardó igualmente (%2): no la repitas",
    .usageDidYouMeanShell: "shell desconocida '%1'; ¿quisiste decir '%2'?",
    .expectedSeed: "un entero sin signo de 64 bits",
    .expectedTime: "una hora ISO 8601 como 2026-01-01T09:00:00Z",
    .expectedLatency: "0, milisegundos como 250ms o segundos como 2s (%1s como mucho)",
    .expectedDirectory: "un directorio",
    .usageUnknownFeature: "función desconocida '%1'; se espera %2; mira 'puremvp help'",
    .usageMissingCommand: "'%1' necesita un comando: %2; mira 'puremvp help %1'",
    .usageUnknownCommand: "comando desconocido '%1 %2'; se espera %3; mira 'puremvp help %1'",
    .usageWrongArguments: "número de argumentos incorrecto; uso: %1; mira 'puremvp help %2'",
    .usageQuoteTaskID: " (en una shell, escribe '#3' entre comillas)",
    .usageDidYouMeanFeature: "función desconocida '%1'; ¿quisiste decir '%2'?",
    .usageDidYouMeanCommand: "comando desconocido '%1'; ¿quisiste decir '%2'?",
    .interrupted: "puremvp: interrumpido en %1",
    .interruptedSaved: "puremvp: interrumpido en %1; los comandos anteriores se guardaron",
    .usageFilterOfAnotherTool: "filtro desconocido '%1'; ¿quisiste decir 'tasks list %2'?",
    .usageDidYouMeanOption: "opción desconocida '%1'; ¿quisiste decir '%2'?",
    .usageOptionInScript:
      "las opciones globales no se admiten en una línea de script: '%1'; dalas en la línea de órdenes",
    .usageRunInScript: "'run' no puede usarse dentro de un script",
    .usageUnterminatedQuote: "comilla sin cerrar abierta en la columna %1",
    .usageInvalidEscape:
      "escape no válido '%1' en la columna %2; entre comillas dobles usa \\\", \\\\, \\n o \\t",
    .usageInvalidUTF8: "la línea no es UTF-8 válido",
    .usageNulByte: "la línea contiene un byte NUL",
    .usageLineTooLong: "la línea supera los 64 KiB",
    .scriptReadFailed: "no se puede leer el script: %1",
    .scriptCannotOpen: "no se puede abrir el script '%1': %2",
    .keyScriptCannotOpen: "no se puede abrir el script de teclas '%1': %2",
    .scriptIsDirectory: "es un directorio",
    .fileNotOwnRegular: "es un enlace, o no es un archivo normal tuyo",
    .storeUnknownLocation:
      "no hay directorio de almacén: usa --store, PUREMVP_STORE, XDG_DATA_HOME o HOME",
    .passwordPrompt: "Contraseña: ",
    .passwordPromptAgain: "Repite la contraseña: ",
    .usagePasswordNotGiven:
      "'login %1' necesita la contraseña, y la entrada estándar no es un terminal para "
      + "pedirla: dala por la entrada estándar con --password-stdin",
    .usagePasswordNotRead: "no se leyó ninguna contraseña: la entrada estándar terminó antes",
    .usagePasswordInterrupted: "no se leyó ninguna contraseña: Ctrl-C; no se hizo nada",
    .usagePasswordTooLong: "la contraseña leída tiene más de %1 bytes",
    .usagePasswordsDiffer: "las dos contraseñas tecleadas no coinciden; no se registró nada",
    .usagePasswordStdinOneShot:
      "--password-stdin lee la contraseña de la entrada estándar, así que solo sirve con un "
      + "comando (puremvp --password-stdin login as EMAIL), no con un script ni una sesión",
    .helpTasks: "una lista de tareas",
    .helpLogin:
      "un formulario de login validado contra un gateway de usuarios, que abre una sesión",
    .helpOracle: "un adivino con respuestas positivas (verdes) y negativas (rojas)",
    .helpOverview: """
    puremvp: tres pequeñas aplicaciones en el estilo MVP puro por capas de dominio.

    USO:
    %3
    FUNCIONES:
    %1
    OPCIONES:
    %2

    %4

    CÓDIGOS DE SALIDA:
      0 éxito, 1 falló un comando (también si no quedan IDs de tarea), 64 uso, 65 almacén,
      fixture o archivo a importar corrupto, 66 no se puede abrir el script o el archivo a
      importar, 74 no se puede escribir el almacén, 75 almacén bloqueado, 130 run
      interrumpido (Ctrl-C; los comandos anteriores se guardan)

    Las opciones también pueden ir tras el comando; -- las termina. Usa 'puremvp help
    FUNCIÓN' para ver los comandos de una función, 'puremvp help FUNCIÓN COMANDO' (o -h
    tras él) para uno solo.

    """,
    .helpFeatureTitle: "puremvp %1: %2",
    .helpCommands: "COMANDOS:",
    .helpLoginPasswords: """
    CONTRASEÑAS:
      Sin PASSWORD, se pide sin eco cuando la entrada estándar es un terminal (dos veces
      al registrarse), también en la sesión interactiva; si no, --password-stdin la lee
      de una línea de la entrada estándar (un solo comando). Una PASSWORD dada como
      argumento la ve cualquier usuario de la máquina (ps) mientras el comando corre y
      queda en el historial del shell; la pregunta evita las dos cosas.

    """,
    .helpExamples: "EJEMPLOS:",
    .helpUsage: "USO:",
    .helpAliases: "ALIAS:",
    .helpFeatureUsage: "  puremvp %1 COMANDO [ARG...]",
    .helpCompletionsNote: """
    El script completa funciones, comandos y sus alias, opciones y sus valores,
    filtros, e IDs de tareas, que pide al programa (solo tareas activas para
    complete, solo completadas para reopen).
    """,
    .helpUsageCommand: "puremvp [OPCIONES] FUNCIÓN COMANDO [ARG...]",
    .helpUsageSession: "puremvp [OPCIONES]",
    .helpUsageVerb: "puremvp [OPCIONES] %1",
    .helpOneCommand: "ejecuta un comando",
    .helpSessionSummary: "sesión interactiva en un terminal; si no, run -",
    .helpVerbRun: "ejecuta scripts en orden (- o ninguno: entrada estándar)",
    .helpVerbUI: "pantallas completas de las tres aplicaciones",
    .helpVerbCompletions: "un script de autocompletado para la shell",
    .helpVerbHelp: "ayuda de todo, una función, un comando o un verbo",
    .helpVerbClear: "borra la pantalla (como Ctrl-L)",
    .helpVerbExit: "termina la sesión",
    .helpRunFlags: "SCRIPTS (run):",
    .helpSession: """
    En esta sesión, escribe los comandos sin 'puremvp' (tasks add Buy milk).
    Palabras de la sesión: help [FUNCIÓN [COMANDO]], clear (o Ctrl-L), exit, quit.
    Con --now, clock +DURATION|-DURATION|set TIME mueve el reloj.
    Las opciones como --store se dan al abrir la sesión (puremvp --store DIR);
    las opciones propias de un comando (tasks list --long) funcionan aquí.

    FUNCIONES:
    %1
    """,
    .sessionWithoutProgramName:
      "la sesión acepta comandos sin 'puremvp': escribe '%1'",
    .usageRegisterNameTwice: "da el nombre como palabras NAME o con --name, no de las dos formas",
    .optionStore: "almacén de archivos en DIR, creado si no existe",
    .optionStoreDefault:
      "(por defecto: $PUREMVP_STORE, $XDG_DATA_HOME/puremvp, ~/.local/share/puremvp)",
    .optionInMemory:
      "en memoria: cuenta y respuestas de demostración, sin tareas; no escribe nada",
    .optionFixtures: "datos en memoria cargados de DIR; DIR nunca se escribe",
    .optionFormat: "texto para personas (por defecto) o JSON Lines",
    .optionColor: "color en un terminal salvo con NO_COLOR o TERM=dumb (por defecto: auto)",
    .optionKeepGoing: "en scripts, sigue tras un comando fallido (sale con 1 si alguno falló)",
    .optionSeed: "aleatoriedad determinista (N: entero sin signo de 64 bits)",
    .optionNow: "un reloj fijo, ISO 8601 (2026-01-01T09:00:00Z)",
    .optionLatency: "latencia simulada del backend de login: 0, 250ms, 2s (por defecto 0)",
    .optionTrace: "muestra cada cruce entre capas en la salida de errores",
    .optionPasswordStdin: "login as/password/register leen la contraseña de una línea",
    .optionPasswordStdinScope: "de la entrada estándar (un solo comando, no un script)",
    .optionLang: "idioma de los mensajes (por defecto según LC_ALL/LC_MESSAGES/LANG)",
    .optionHelp: "muestra esta ayuda",
    .optionVersion: "muestra la versión",
    .sessionGreeting: "puremvp %1: escribe un comando, 'help' para ver la lista, 'exit' para salir",
    .sessionHistoryInMemory: "el historial de la sesión se guarda solo en memoria: %1",
    .screenTasksTitle: "Tareas",
    .screenLoginTitle: "Login",
    .screenOracleTitle: "Oráculo",
    .screenQuitHint: "Ctrl-C salir",
    .screenTooSmall: "El terminal es demasiado pequeño (%1): hazlo de al menos %2",
    .screenNewTask: "Nueva tarea",
    .screenCreate: "Crear",
    .screenRemoveAll: "Borrar todo R",
    .screenToggleAll: "Marcar todas a",
    .screenFilterAll: "Todas",
    .screenFilterActive: "Activas",
    .screenFilterCompleted: "Completadas",
    .screenFilterFavorites: "Favoritas",
    .screenClearCompleted: "Borrar completadas c",
    .screenTasksKeys:
      "Tab ↑↓ Espacio:hecha s:estrella e:editar d:borrar u:deshacer f:filtro q:salir",
    .screenUndoable: "%1 — u lo deshace",
    .tasksUndone: "Deshecho %1",
    .screenTasksFieldKeys: "Enter:crear ↓:lista Tab:mover F1-F3:pantallas Ctrl-C:salir",
    .screenTasksEditKeys: "Enter:guardar Esc:cancelar (un texto vacío borra la tarea)",
    .screenEmail: "Email",
    .screenPassword: "Password",
    .screenLogin: "Login",
    .screenLogout: "Logout",
    .screenLoginKeys: "Tab:mover Enter:entrar F1-F3:pantallas Ctrl-C:salir",
    .screenHomeKeys: "Enter:cerrar sesión 1-3:pantallas q:salir",
    .screenOraclePrompt: "Hazle al oráculo una pregunta de sí o no",
    .screenQuestion: "Pregunta",
    .screenAsk: "Preguntar",
    .screenAnswers: "Respuestas",
    .screenOracleKeys: "Enter:preguntar Tab:mover b:respuestas F1-F3:pantallas Ctrl-C:salir",
    .expectedScreenSize: "COLUMNASxFILAS como 80x24",
    .usageUnknownScreen: "pantalla '%1' desconocida; se espera %2",
    .usageScreenNeedsTerminal:
      "'ui' necesita un terminal en la entrada y la salida "
      + "estándar; usa --keys FICHERO para guiarla con un script de teclas",
    .keyScriptProblem:
      "línea no válida en el script de teclas: '%1'; se "
      + "espera text, key NOMBRE, click COL FILA, resize COLxFILAS o clock set TIME",
    .fileNotRegular: "no es un archivo normal",
    .traceFileUnwritable:
      "no se puede escribir el archivo de traza '%1': %2 (solo la traza: las órdenes se ejecutaron con normalidad)",
    .traceFileUnwritableAfterLostWrite: "no se puede escribir el archivo de traza '%1': %2",
    .traceFileCannotOpen: "no se puede abrir el archivo de traza '%1': %2",
    .screenCannotOpen: "no se puede poner el terminal en modo de pantalla completa",
    .screenTasksPlaceholder: "¿Qué hay que hacer?",
    .screenOraclePlaceholder: "¿Lloverá mañana?",
    .optionTraceFile: "escribe la traza en FILE (para ui: la pantalla ocupa el terminal)",
    .optionKeys: "ui: guía las pantallas con un script de teclas, sin terminal",
    .optionSize: "ui: tamaño de la pantalla con --keys (por defecto 80x24)",
    .optionSnapshot: "ui: imprime la última pantalla como texto al final",
    .expectedFile: "un nombre de archivo",
    .problemDuplicateUUID: "una segunda tarea con el UUID de otra viva",
    .usageUnknownFlag: "opción desconocida '%1' para '%2'; mira 'puremvp help %2'",
    .usageDidYouMeanFlag: "opción desconocida '%1' para '%2'; ¿quisiste decir '%3'?",
    .usageMissingFlagValue: "la opción '%1' necesita un valor",
    .helpFlags: "OPCIONES:",
    .importChanged: "%1 cambió mientras se importaba; no se importó nada",
    .importInvalid: "%1:%2: no se puede importar: %3",
    .importProblemInvalidUTF8: "no es UTF-8 válido",
    .importProblemNulByte: "un byte NUL",
    .importProblemLineTooLong: "una línea de más de %1",
    .importProblemInputTooLong: "más de %1 en total",
    .importProblemNestingTooDeep: "JSON anidado a más de 64 niveles",
    .importProblemStringTooLong: "una cadena JSON de más de %1",
    .importProblemNotATaskwarriorExport:
      "no es una exportación JSON de puremvp ni de Taskwarrior (no contiene ningún objeto de tarea)",
    .importProblemJSONEnd: "no es JSON: el archivo acaba dentro de un valor",
    .importProblemJSONByte: "no es JSON: %1 inesperado",
    .importProblemJSONEscape: "no es JSON: un escape no válido en una cadena",
    .importProblemJSONSurrogate: "no es JSON: medio par suplente",
    .importProblemJSONControlCharacter: "no es JSON: un carácter de control dentro de una cadena",
    .importProblemJSONNumber: "no es JSON: un número mal formado",
    .importCannotRead: "%1: no se puede leer: %2",
    .importNotRegularFile: "no es un archivo normal",
    .importIsDirectory: "es un directorio",
    .usageImportStandardInput:
      "tasks import - lee el archivo de la entrada estándar, que aquí contiene el script; "
      + "nombra el archivo, o ejecuta el script desde un archivo",
    .exportNotCarried: "no pasa a %1: %2",
    .exportFieldCount: "%1 %2",
    .exportFieldLineBreaks: "saltos de línea",
    .exportFieldTabs: "tabuladores",
    .helpTasksFiles: """
    IMPORTAR Y EXPORTAR:
      tasks import FILE añade las tareas de un archivo todo.txt, de una exportación de
      Taskwarrior o de una copia (tasks export), todas o ninguna, como un solo cambio
      que un solo 'tasks undo' deshace; FILE - lee la entrada estándar según llega y con
      los límites de un archivo (ningún NUL, ninguna línea de todo.txt de más de 1 MiB,
      1 GiB como mucho). Sin --from decide el primer carácter no blanco: [ o { es JSON,
      de Taskwarrior o de puremvp según sus miembros (un JSON sin ninguna tarea se
      rechaza), y cualquier otro, todo.txt; --from todotxt lee cualquier archivo como
      texto. Una entrada que no puede ser una tarea, o cuyo UUID ya está en el almacén,
      se omite y se nombra (FILE:LINE: omitida «texto»: motivo; FILE:1[3] para la cuarta
      entrada de un array escrito en una línea); un archivo mal formado no cambia nada
      (salida 65), uno que no existe tampoco (salida 66). Una copia importada en un
      almacén que nunca dio un ID conserva sus IDs (ninguno mayor que 2^53). tasks
      export escribe todas las tareas en la salida estándar, diga lo que diga --format.
      Las fechas de todo.txt son días del calendario en la zona que nombra TZ, UTC si no
      hay TZ.

    """,
    .optionDryRun: "ejecuta cada comando y muestra lo que haría, pero no guarda nada",
    .noteDryRun: "ejecución de prueba: no se guardó nada",
    .helpVerbCheck: "ejecuta transcripciones y compara lo que escriben sus comandos",
    .helpCheckNote: """
    Una transcripción es Markdown: en cada bloque console, una línea $ puremvp
    PALABRAS es un comando y las líneas siguientes son lo que escribe (salida
    estándar y error estándar en el orden escrito); una última línea [N] es su
    código de salida cuando no es 0. Los comandos se ejecutan en un almacén nuevo en
    memoria por archivo, salvo que el primero indique --store DIR (se usa una copia;
    DIR nunca se escribe) o --fixtures DIR (relativo al archivo), con el reloj en
    2026-01-01T09:00:00Z, --seed 0 y --lang en; las opciones de una línea valen para
    ese comando (--seed N reinicia el azar desde él). El informe dice ok ARCHIVO o
    muestra cada comando distinto con un diff, y termina con N passed, M failed;
    sale con 0 si todo coincide, 1 si algo difiere, 65 si un archivo no es una
    transcripción y 66 si no se puede leer. Sin --update no se escribe nada; con él,
    cada archivo distinto se reescribe en su sitio, con la prosa intacta.
    """,
    .usageCheckFiles: "check necesita al menos un ARCHIVO de transcripción",
    .transcriptCannotOpen: "no se puede abrir la transcripción '%1': %2",
    .transcriptCannotUpdate: "no se puede reescribir la transcripción '%1': %2",
    .transcriptStoreCannotCopy: "no se puede copiar el almacén '%1': %2",
    .transcriptOtherProgram:
      "una línea $ solo ejecuta puremvp; una sesión con otros programas va en un bloque sh",
    .transcriptUnterminatedFence: "el bloque console abierto aquí no se cierra nunca",
    .transcriptBadStatus:
      "'%1' no es un código de salida: la última línea [N] necesita N de 1 a 255",
    .transcriptMaskedPassword:
      "una contraseña grabada no se puede reproducir; escríbela en la transcripción",
    .transcriptOutputBeforeCommand:
      "un bloque console empieza con una línea $ puremvp; lo que escribe un comando va después",
    .transcriptFirstCommandOnly: "%1 solo se admite en el primer comando de una transcripción",
    .transcriptNowOnLaterLine:
      "--now solo se admite en el primer comando de una transcripción; mueve el reloj con clock set",
    .transcriptCannotRun: "'%1' no puede ejecutarse en una transcripción",
    .transcriptDryRunOnFixtures:
      "una línea --dry-run no se admite sobre --fixtures; --store DIR usa una copia y la admite",
    .optionTick: "adelanta el reloj de --now DURATION tras cada comando (15m, 1h30m)",
    .expectedClockDuration:
      "una duración como 90s, 15m, 1h30m o 2d (unidades d, h, m, s, en ese orden)",
    .usageTickWithoutNow: "--tick mueve un reloj fijo: da también --now TIME",
    .usageClockNotFixed:
      "clock mueve un reloj fijo, y esta ejecución no tiene: iníciala con --now TIME",
    .usageClockLine: "uso: clock +DURATION | clock -DURATION | clock set TIME",
    .usageClockInvalidTime:
      "hora '%1' no válida para clock set; se espera una hora ISO 8601 como 2026-01-01T09:00:00Z",
    .usageClockInvalidDuration:
      "duración '%1' no válida para clock; se espera + o - y una duración como 90s, 15m, "
      + "1h30m o 2d",
    .usageClockOutOfRange: "clock %1 llevaría el reloj más allá de %2",
    .usageClockOneShot:
      "clock mueve el reloj fijo entre las líneas de un script, una sesión o una transcripción; "
      + "un comando suelto no tiene ningún comando detrás (dale --now TIME)",
    .helpVerbClock: "mueve el reloj fijo (--now) entre líneas; no escribe nada",
    .helpClockNote: """
    Una línea de un script, de una sesión interactiva o de una transcripción, con un
    reloj fijo (--now TIME): adelanta (+) o atrasa (-) ese reloj DURATION, o lo pone
    en TIME, y no escribe nada. DURATION son días, horas, minutos y segundos enteros,
    en ese orden: 90s, 15m, 1h30m, 2d. TIME se escribe como lo acepta --now. Un
    bloqueo (cinco contraseñas erróneas) termina 15 minutos después según este reloj,
    y nunca más de 15 minutos reales después de tomarse. --tick DURATION mueve el
    reloj tras cada comando. No es un comando por sí solo: puremvp clock se rechaza.
    """,
    .optionRecord: "run, la sesión, ui: escribe la ejecución en FILE para repetirla",
    .usageRecordOneShot:
      "--record escribe lo que hicieron run, la sesión o ui; un solo comando ya es su registro",
    .recordCannotOpen: "no se puede abrir el archivo de registro '%1': %2",
    .recordUnwritable:
      "no se puede escribir el archivo de registro '%1': %2 (los comandos se ejecutaron)",
    .keyScriptClockNeedsNow: "una línea clock necesita un reloj fijo: usa --now TIME",
  ]
}
