// Memory per retained sample (docs/specification.md#sample-fields,
// docs/specification.md#performance-targets): drives a load engine for a
// number of requests, keeps every sample in a SampleStore as a run does, and
// prints the process's peak resident set and the heap still in use at the end.
// Two runs of different sizes give the bytes each retained sample costs, free
// of what stays constant: the peak includes batches on their way, the heap in
// use only what is kept.
#include "http/load_engine.h"
#include "store/sample_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <malloc.h>

namespace {

// Peak resident set size of this process, bytes (VmHWM in /proc/self/status).
qint64 peakRssBytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong() * 1024;
    }
    return -1;
}

// Heap bytes allocated and not freed, mmap'd blocks included.
qint64 heapInUseBytes()
{
    const struct mallinfo2 info = mallinfo2();
    return qint64(info.uordblks + info.hblkhd);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const auto tr = [](const char *text) { return QCoreApplication::translate("sample_memory", text); };
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Peak memory of a run that keeps N samples."));
    parser.addHelpOption();
    parser.addOptions({
        {QStringLiteral("url"), tr("URL to load (loopback)."), QStringLiteral("URL")},
        {QStringLiteral("requests"), tr("Requests to send."), QStringLiteral("N"), QStringLiteral("100000")},
        {QStringLiteral("concurrency"), tr("Connections."), QStringLiteral("N"), QStringLiteral("32")},
        {QStringLiteral("engine"), tr("socket or qnam."), QStringLiteral("E"), QStringLiteral("socket")},
    });
    parser.process(app);
    QTextStream err(stderr);
    const QUrl url(parser.value(QStringLiteral("url")));
    if (!url.isValid() || url.scheme() != QLatin1StringView("http")) {
        err << tr("--url needs an http:// URL") << Qt::endl;
        return 2;
    }

    cp::LoadPlan plan;
    plan.request.url = url;
    plan.connections = parser.value(QStringLiteral("concurrency")).toInt();
    plan.requestLimit = parser.value(QStringLiteral("requests")).toLongLong();
    const auto kind = parser.value(QStringLiteral("engine")) == QLatin1StringView("qnam") ? cp::EngineKind::Qnam
                                                                                          : cp::EngineKind::Socket;
    const std::unique_ptr<cp::LoadEngine> engine = cp::createLoadEngine(kind);
    cp::SampleStore store;
    qint64 failed = 0;
    QObject::connect(engine.get(), &cp::LoadEngine::samplesReady, &app, [&](const cp::SampleBatch &batch) {
        store.append(batch);
        for (const cp::Sample &sample : batch)
            failed += sample.ok() ? 0 : 1;
    });
    QObject::connect(engine.get(), &cp::LoadEngine::finished, &app, [&] { app.quit(); });
    engine->start(plan);
    app.exec();

    QTextStream(stdout) << "samples " << store.size() << " failed " << failed << " peak_rss " << peakRssBytes()
                        << " heap_in_use " << heapInUseBytes() << Qt::endl;
    return store.size() == plan.requestLimit ? 0 : 1;
}
