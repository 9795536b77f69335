// GET /containers/{id}/logs as text: Docker's frames reassembled from pieces cut
// anywhere, a TTY's plain output, the Content-Type deciding, and what is no frame.
#include "docker/docker_log_decoder.h"

#include <QTest>
#include <QtEndian>

namespace {

QByteArray frame(quint8 stream, const QByteArray &payload)
{
    QByteArray header(8, '\0');
    header[0] = char(stream);
    qToBigEndian<quint32>(quint32(payload.size()), header.data() + 4);
    return header + payload;
}

// Feeds `bytes` in pieces of `size` bytes.
QString decodeInPieces(cp::DockerLogDecoder &decoder, const QByteArray &bytes, qsizetype size)
{
    QString out;
    for (qsizetype at = 0; at < bytes.size(); at += size)
        out += decoder.feed(QByteArrayView(bytes).sliced(at, std::min(size, bytes.size() - at)));
    return out;
}

} // namespace

class TestDockerLogDecoder : public QObject
{
    Q_OBJECT
private slots:
    void framesCutAnywhere();
    void ttyOutputAsItIs();
    void contentTypeDecides();
    void notAFrameAfterAll();
};

void TestDockerLogDecoder::framesCutAnywhere()
{
    // A payload of 10 bytes puts '\n' into the header; "é" and "✓" are cut between their UTF-8 bytes.
    const QByteArray stream = frame(1, "line-0001\n") + frame(2, QStringLiteral("erreur é ✓\n").toUtf8())
        + frame(1, QByteArray(3000, 'x') + '\n') + frame(1, "no newline yet") + frame(1, "\n");
    const QString expected =
        QStringLiteral("line-0001\nerreur é ✓\n") + QString(3000, u'x') + QStringLiteral("\nno newline yet\n");
    for (const qsizetype size : {1, 2, 3, 7, 8, 9, 13, 4096}) {
        cp::DockerLogDecoder decoder;
        QCOMPARE(decodeInPieces(decoder, stream, size), expected);
        QCOMPARE(decoder.format(), cp::DockerLogDecoder::Format::Multiplexed);
    }
}

void TestDockerLogDecoder::ttyOutputAsItIs()
{
    const QByteArray tty = QStringLiteral("$ ready ✓\r\nserving on :8080\r\n").toUtf8();
    for (const qsizetype size : {1, 5, 100}) {
        cp::DockerLogDecoder decoder;
        QCOMPARE(decodeInPieces(decoder, tty, size), QString::fromUtf8(tty));
        QCOMPARE(decoder.format(), cp::DockerLogDecoder::Format::Raw);
    }
}

void TestDockerLogDecoder::contentTypeDecides()
{
    // A TTY whose output begins with bytes that look like a header is still plain text.
    const QByteArray looksFramed = frame(1, "ab");
    cp::DockerLogDecoder raw;
    raw.setContentType("application/vnd.docker.raw-stream");
    QCOMPARE(raw.feed(looksFramed), QString::fromLatin1(looksFramed));

    cp::DockerLogDecoder multiplexed;
    multiplexed.setContentType("application/vnd.docker.multiplexed-stream");
    QCOMPARE(multiplexed.feed(QByteArray(frame(1, "x")).left(3)), QString());
    QCOMPARE(multiplexed.format(), cp::DockerLogDecoder::Format::Multiplexed);

    cp::DockerLogDecoder unknown;
    unknown.setContentType("text/plain");
    QCOMPARE(unknown.format(), cp::DockerLogDecoder::Format::Unknown);
    QCOMPARE(unknown.feed("short"), QString()); // fewer than 8 bytes: not decided yet
    QCOMPARE(unknown.feed(" text\n"), QStringLiteral("short text\n"));
}

void TestDockerLogDecoder::notAFrameAfterAll()
{
    // A header with a stream number above 2 or a size beyond any Docker frame: shown as it is, not buffered.
    QByteArray huge(8, '\0');
    huge[0] = 1;
    qToBigEndian<quint32>(cp::DockerLogDecoder::MaxFrameBytes + 1, huge.data() + 4);
    cp::DockerLogDecoder decoder;
    decoder.setContentType("application/vnd.docker.multiplexed-stream");
    const QString first = decoder.feed(frame(1, "ok\n"));
    QCOMPARE(first, QStringLiteral("ok\n"));
    const QString rest = decoder.feed(QByteArray(huge + "tail"));
    QCOMPARE(rest.size(), 12);
    QVERIFY(rest.endsWith(QLatin1String("tail")));
    QCOMPARE(decoder.format(), cp::DockerLogDecoder::Format::Raw);
}

QTEST_GUILESS_MAIN(TestDockerLogDecoder)
#include "tst_docker_log_decoder.moc"
