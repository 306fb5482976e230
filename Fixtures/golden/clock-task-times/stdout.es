> tasks add Water the plants
añadida #1 [ ]   Water the plants
> clock +1h
> tasks complete 1
completada #1 [x]   Water the plants
> tasks list --long
#1 [x]   2026-01-01 09:00  2026-01-01 10:00  Water the plants
0 tareas pendientes
