#include "test_process.h"

#include <QElapsedTimer>
#include <QProcess>

namespace cp::test {

ProcessResult runProcess(const QString &program, const QStringList &arguments, int timeoutMs)
{
    return runProcess(program, arguments, QProcessEnvironment::systemEnvironment(), timeoutMs);
}

ProcessResult runProcess(const QString &program, const QStringList &arguments, const QProcessEnvironment &environment,
                         int timeoutMs)
{
    ProcessResult result;
    QProcess process;
    process.setProcessEnvironment(environment);
    QElapsedTimer clock;
    clock.start();
    process.start(program, arguments);
    if (!process.waitForFinished(timeoutMs)) {
        const bool started = process.error() != QProcess::FailedToStart;
        process.kill();
        process.waitForFinished();
        // What it printed before it hung is what tells why.
        result.out = process.readAllStandardOutput();
        const QByteArray what = started ? QByteArrayLiteral(" timed out") : QByteArrayLiteral(" did not start");
        result.err = process.readAllStandardError() + '\n' + program.toUtf8() + what;
        return result;
    }
    result.elapsedMs = clock.elapsed();
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

ProcessResult docker(const QStringList &arguments, int timeoutMs)
{
    return runProcess(QStringLiteral("docker"), arguments, timeoutMs);
}

} // namespace cp::test
