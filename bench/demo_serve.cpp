// Serves the in-process demo server on loopback for a while, so a reference
// load generator (wrk) can measure what it sustains. Prints "port <n>" once
// listening, and the counters when done.
#include "demo/demo_server.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>
#include <QTimer>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("demo_serve", "Runs the demo server on 127.0.0.1."));
    parser.addHelpOption();
    parser.addOptions({
        {QStringLiteral("seconds"), QCoreApplication::translate("demo_serve", "How long to serve."),
         QStringLiteral("S"), QStringLiteral("10")},
        {QStringLiteral("latency-us"), QCoreApplication::translate("demo_serve", "Mean service time, µs."),
         QStringLiteral("US"), QStringLiteral("0")},
        {QStringLiteral("body"), QCoreApplication::translate("demo_serve", "Response body size, bytes."),
         QStringLiteral("B"), QStringLiteral("0")},
        {QStringLiteral("stall-every-ms"),
         QCoreApplication::translate("demo_serve", "Hold every answer for --stall-for-ms this often, ms (0: never)."),
         QStringLiteral("MS"), QStringLiteral("0")},
        {QStringLiteral("stall-for-ms"), QCoreApplication::translate("demo_serve", "How long each stall lasts, ms."),
         QStringLiteral("MS"), QStringLiteral("0")},
    });
    parser.process(app);

    cp::DemoServerOptions options;
    options.latencyMean = std::chrono::microseconds(parser.value(QStringLiteral("latency-us")).toLongLong());
    options.latencyJitter = options.latencyMean / 4;
    options.coldStart = std::chrono::milliseconds(0);
    options.bodySize = parser.value(QStringLiteral("body")).toLongLong();
    options.stallEvery = std::chrono::milliseconds(parser.value(QStringLiteral("stall-every-ms")).toLongLong());
    options.stallFor = std::chrono::milliseconds(parser.value(QStringLiteral("stall-for-ms")).toLongLong());
    cp::DemoServer server(options);
    QString error;
    QTextStream out(stdout);
    if (!server.start(&error)) {
        QTextStream(stderr) << QCoreApplication::translate("demo_serve", "cannot listen: %1").arg(error) << Qt::endl;
        return 1;
    }
    out << "port " << server.port() << Qt::endl;
    QTimer::singleShot(std::chrono::seconds(parser.value(QStringLiteral("seconds")).toLongLong()), &app,
                       &QCoreApplication::quit);
    const int rc = app.exec();
    out << "served " << server.requestsServed() << " connections " << server.connectionsAccepted() << Qt::endl;
    return rc;
}
