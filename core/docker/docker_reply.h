#pragma once

#include "docker/docker_endpoint.h"
#include "http/http_response_parser.h"

#include <QByteArray>
#include <QHash>
#include <QJsonDocument>
#include <QObject>
#include <QPointer>
#include <QTimer>

class QIODevice;

namespace cp {

// One request to the Docker daemon on its own connection, so a stream never
// holds up another request (docs/specification.md#docker-connection). Buffered replies collect the body;
// streaming replies emit each newline-separated JSON record as it arrives.
// Lives in the thread that created it and never blocks it.
class DockerReply : public QObject, private HttpResponseSink
{
    Q_OBJECT
public:
    // Buffered: body() when finished. Stream: recordReceived() per line (JSON
    // streams). Raw: bodyReceived() per piece of a 2xx body, as it comes (logs).
    enum class Mode { Buffered, Stream, Raw };

    DockerReply(const DockerEndpoint &endpoint, const QByteArray &method, const QByteArray &path,
                const QByteArray &body, Mode mode, QObject *parent = nullptr);
    ~DockerReply() override;

    // Gives up when the connection is not established within `connectMs` or, for a
    // buffered reply, the response is not complete within `totalMs` (0: no limit).
    void setTimeouts(int connectMs, int totalMs);
    // Starts connecting; called once, after the signals are connected.
    void start();
    // Closes the connection; no signal follows.
    void abort();

    bool isFinished() const { return m_state == State::Finished; }
    // Transport worked and the daemon answered 2xx, or 304 to a POST: the Engine API's
    // "container already started/stopped". Any other 3xx is a redirect (from a proxy, or
    // from the daemon for a path it cleaned up): an error, not an empty success.
    bool succeeded() const
    {
        return m_transportOk && ((m_status >= 200 && m_status < 300) || (m_status == 304 && m_method == "POST"));
    }
    // The daemon could not be reached or the connection broke before a complete response.
    bool transportFailed() const { return !m_transportOk; }
    // Something answered, but not with an answer the Engine API gives: not HTTP, or
    // larger than any the daemon sends. transportFailed() is true as well.
    bool answerMalformed() const { return m_malformed; }
    int status() const { return m_status; }
    QByteArray header(const QByteArray &lowerCaseName) const { return m_headers.value(lowerCaseName); }
    const QByteArray &body() const { return m_body; }
    QJsonDocument json() const { return QJsonDocument::fromJson(m_body); }
    // The socket error, or the daemon's own "message" for an error status.
    QString errorString() const;
    const QByteArray &path() const { return m_path; }

signals:
    void headersReceived(int status);
    // A complete record of a 2xx stream, without its newline.
    void recordReceived(const QByteArray &record);
    // The next piece of a 2xx Raw body.
    void bodyReceived(const QByteArray &chunk);
    // The response is complete, or the connection failed or closed.
    void finished();

private:
    void onHeader(QByteArrayView name, QByteArrayView value) override;
    void onHeadersComplete(int status) override;
    void onBody(QByteArrayView chunk) override;
    void onResponseComplete(bool keepAlive) override;

    void onConnected();
    void onReadyRead();
    void onDisconnected();
    void fail(const QString &message);
    QString localSocketError(int error, const QString &qtMessage) const;
    void complete();
    void closeSocket();

    DockerEndpoint m_endpoint;
    QByteArray m_method;
    QByteArray m_path;
    QByteArray m_requestBody;
    Mode m_mode;
    HttpResponseParser m_parser;
    QIODevice *m_socket = nullptr; // child of this reply
    QTimer m_timer;
    int m_totalMs = 0;
    int m_connectMs = 5000;

    QHash<QByteArray, QByteArray> m_headers;
    QByteArray m_body;
    QByteArray m_pendingLine;
    QString m_transportError;
    // Open until the answer is complete or has failed (finished() tells), or until
    // abort(); nothing moves it on from there.
    enum class State { Open, Finished, Aborted };
    State m_state = State::Open;
    int m_status = 0;
    bool m_transportOk = true;
    bool m_malformed = false;
};

} // namespace cp
