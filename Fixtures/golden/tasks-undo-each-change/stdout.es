> tasks add Buy milk
añadida #1 [ ]   Buy milk
> tasks add Call mom
añadida #2 [ ]   Call mom
> tasks complete 1
completada #1 [x]   Buy milk
> tasks undo
Deshecho tasks complete
restaurada #1 [ ]   Buy milk
> tasks favorite 2
favorita #2 [ ] ★ Call mom
> tasks undo
Deshecho tasks favorite
restaurada #2 [ ]   Call mom
> tasks edit 1 Buy oat milk
editada #1 [ ]   Buy oat milk
> tasks undo
Deshecho tasks edit
restaurada #1 [ ]   Buy milk
> tasks remove 2
eliminada #2 [ ]   Call mom
> tasks undo
Deshecho tasks remove
restaurada #2 [ ]   Call mom
> tasks complete-all
Todas las tareas completadas (2 cambiadas)
> tasks clear-completed
Eliminadas 2 tareas
> tasks undo
Deshecho tasks remove
restaurada #1 [x]   Buy milk
restaurada #2 [x]   Call mom
> tasks undo
Deshecho tasks complete
restaurada #1 [ ]   Buy milk
restaurada #2 [ ]   Call mom
> tasks list
#1 [ ]   Buy milk
#2 [ ]   Call mom
2 tareas pendientes
> tasks undo
Deshecho tasks add
eliminada #2 [ ]   Call mom
