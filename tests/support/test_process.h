#pragma once

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace cp::test {

// What a child process left behind. exitCode is -1 when it could not start,
// crashed, or was killed after its time ran out.
struct ProcessResult
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    qint64 elapsedMs = 0;

    QString outText() const { return QString::fromUtf8(out).trimmed(); }
    QString errText() const { return QString::fromUtf8(err).trimmed(); }
};

ProcessResult runProcess(const QString &program, const QStringList &arguments, int timeoutMs = 120'000);
ProcessResult runProcess(const QString &program, const QStringList &arguments, const QProcessEnvironment &environment,
                         int timeoutMs = 120'000);
// The docker command line, for preparing and inspecting what a test works on.
ProcessResult docker(const QStringList &arguments, int timeoutMs = 120'000);

} // namespace cp::test
