import CLI

// The executable is a thin shell over the CLI library, so tests can run all it does.
PureMVP.exit(PureMVP.main(arguments: Array(CommandLine.arguments.dropFirst())))
