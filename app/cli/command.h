#pragma once

#include <QStringList>

// One subcommand of containerperf-cli. `arguments` starts with the subcommand's
// name (as QCommandLineParser expects); the return value is the exit code.
struct CliCommand
{
    const char *name;
    const char *synopsis;
    int (*run)(const QStringList &arguments);
};
