#include "demo/demo_connection.h"

#include <QDateTime>
#include <QTcpSocket>

#include <array>

namespace cp {

namespace {

DemoConnection *self(llhttp_t *parser)
{
    return static_cast<DemoConnection *>(parser->data);
}

QByteArray statusLine(int status)
{
    const char *reason = "Status";
    switch (status) {
    case 200:
        reason = "OK";
        break;
    case 201:
        reason = "Created";
        break;
    case 204:
        reason = "No Content";
        break;
    case 400:
        reason = "Bad Request";
        break;
    case 404:
        reason = "Not Found";
        break;
    case 429:
        reason = "Too Many Requests";
        break;
    case 500:
        reason = "Internal Server Error";
        break;
    case 502:
        reason = "Bad Gateway";
        break;
    case 503:
        reason = "Service Unavailable";
        break;
    default:
        break;
    }
    return "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\n";
}

QByteArray epochSeconds(qint64 epochUs)
{
    return QByteArray::number(double(epochUs) / 1e6, 'f', 6);
}

// Answers to requests that did not parse; the connection closes after it.
const QByteArray BadRequest =
    QByteArrayLiteral("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
const QByteArray Garbage = QByteArrayLiteral("SSH-2.0-demo \x01\x02 this is not HTTP\r\n\r\n");
const QByteArray Continue = QByteArrayLiteral("HTTP/1.1 100 Continue\r\n\r\n");

} // namespace

const llhttp_settings_t &DemoConnection::parserSettings()
{
    static const llhttp_settings_t settings = [] {
        llhttp_settings_t s;
        llhttp_settings_init(&s);
        s.on_message_begin = [](llhttp_t *p) {
            auto *c = self(p);
            c->m_headerField.clear();
            c->m_expectContinue = false;
            return 0;
        };
        s.on_header_field = [](llhttp_t *p, const char *at, size_t length) {
            self(p)->m_headerField.append(at, qsizetype(length));
            return 0;
        };
        s.on_header_value = [](llhttp_t *p, const char *at, size_t length) {
            auto *c = self(p);
            if (c->m_headerField.compare("expect", Qt::CaseInsensitive) == 0
                && QByteArrayView(at, qsizetype(length)).compare("100-continue", Qt::CaseInsensitive) == 0) {
                c->m_expectContinue = true;
            }
            c->m_headerField.clear();
            return 0;
        };
        s.on_headers_complete = [](llhttp_t *p) {
            auto *c = self(p);
            if (c->m_expectContinue && c->m_worker->options().fault == DemoFault::None)
                c->m_socket->write(Continue);
            return 0;
        };
        s.on_message_complete = [](llhttp_t *p) {
            self(p)->onRequestComplete(llhttp_should_keep_alive(p) != 0, p->method == HTTP_HEAD);
            // Stop at each request once the connection is closing: the rest is never answered.
            return self(p)->m_closing ? int(HPE_PAUSED) : 0;
        };
        return s;
    }();
    return settings;
}

DemoConnection::DemoConnection(QTcpSocket *socket, quint64 id, DemoServerWorker *worker)
    : QObject(worker)
    , m_socket(socket)
    , m_id(id)
    , m_worker(worker)
{
    m_socket->setParent(this);
    m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    llhttp_init(&m_parser, HTTP_REQUEST, &parserSettings());
    m_parser.data = this;
    connect(m_socket, &QTcpSocket::readyRead, this, &DemoConnection::onReadyRead);
    connect(m_socket, &QTcpSocket::disconnected, this, [this] { m_worker->connectionClosed(m_id); });
    if (m_socket->bytesAvailable() > 0)
        onReadyRead();
}

DemoConnection::~DemoConnection() = default;

void DemoConnection::abort()
{
    m_closing = true;
    m_queue.clear();
    disconnect(m_socket, nullptr, this, nullptr);
    m_socket->abort();
}

void DemoConnection::onReadyRead()
{
    std::array<char, 64 * 1024> buffer;
    while (!m_closing) {
        const qint64 n = m_socket->read(buffer.data(), qint64(buffer.size()));
        if (n <= 0)
            return;
        const char *data = buffer.data();
        const char *end = data + n;
        while (data < end && !m_closing) {
            const llhttp_errno_t error = llhttp_execute(&m_parser, data, size_t(end - data));
            if (error == HPE_PAUSED_UPGRADE) {
                // Upgrade requests (h2c, websocket) are answered as plain HTTP/1.1:
                // start over on the bytes that follow.
                data = llhttp_get_error_pos(&m_parser);
                llhttp_init(&m_parser, HTTP_REQUEST, &parserSettings());
                m_parser.data = this;
                continue;
            }
            if (error != HPE_OK) {
                // Pausing at a closing connection reports HPE_PAUSED: that was no bad request.
                if (!m_closing)
                    onBadRequest();
                return;
            }
            data = end;
        }
    }
}

void DemoConnection::onRequestComplete(bool keepAlive, bool head)
{
    m_worker->counters().received.fetch_add(1, std::memory_order_relaxed);
    const DemoFault fault = m_worker->options().fault;
    if (fault == DemoFault::NeverAnswer)
        return;
    const auto now = DemoServerWorker::Clock::now();
    const auto admission = m_worker->admit(now);
    Pending pending;
    pending.arrived = now;
    // Pipelined answers leave in request order.
    pending.due = m_queue.empty() ? admission.due : std::max(admission.due, m_queue.back().due);
    pending.beginEpochUs = QDateTime::currentMSecsSinceEpoch() * 1000;
    pending.requestNumber = admission.requestNumber;
    pending.cold = admission.cold;
    pending.keepAlive = keepAlive && fault != DemoFault::CloseAfterResponse && fault != DemoFault::Garbage;
    pending.head = head;
    m_queue.push_back(pending);
    if (!pending.keepAlive)
        m_closing = true; // nothing after this request gets parsed or answered
    if (m_queue.size() == 1) {
        if (pending.due <= now)
            sendDue(now);
        else
            m_worker->wakeAt(pending.due, m_id);
    }
}

void DemoConnection::onBadRequest()
{
    m_closing = true;
    m_queue.clear();
    m_socket->write(BadRequest);
    m_socket->disconnectFromHost();
}

void DemoConnection::sendDue(DemoServerWorker::Clock::time_point now)
{
    bool wrote = false;
    while (!m_queue.empty() && m_queue.front().due <= now) {
        const Pending pending = m_queue.front();
        m_queue.pop_front();
        writeAnswer(pending, now);
        wrote = true;
        if (!pending.keepAlive) {
            m_queue.clear();
            m_socket->disconnectFromHost();
            return;
        }
    }
    // Written now rather than on the next write notification: one trip
    // through the event loop less per answer.
    if (wrote)
        m_socket->flush();
    if (!m_queue.empty())
        m_worker->wakeAt(m_queue.front().due, m_id);
}

void DemoConnection::writeAnswer(const Pending &pending, DemoServerWorker::Clock::time_point now)
{
    const DemoServerOptions &options = m_worker->options();
    m_worker->counters().served.fetch_add(1, std::memory_order_relaxed);
    if (options.fault == DemoFault::Garbage) {
        m_socket->write(Garbage);
        return;
    }
    const qint64 serviceUs = std::chrono::duration_cast<std::chrono::microseconds>(now - pending.arrived).count();
    const qint64 endEpochUs = pending.beginEpochUs + serviceUs;

    QByteArray json;
    json.reserve(160);
    json += "{\"begin\": " + epochSeconds(pending.beginEpochUs) + ", \"end\": " + epochSeconds(endEpochUs)
        + ", \"is_cold\": " + (pending.cold ? "true" : "false") + ", \"request_id\": \"demo-"
        + QByteArray::number(pending.requestNumber) + '"';
    if (options.wrongBodyEvery > 0)
        json += QByteArrayView(pending.requestNumber % quint64(options.wrongBodyEvery) == 0 ? ", \"result\": \"wrong\""
                                                                                            : ", \"result\": \"ok\"");
    static constexpr char PaddingOpen[] = ", \"padding\": \"";
    static constexpr char PaddingClose[] = "\"}";
    qint64 padding = options.bodySize - json.size() - qint64(sizeof PaddingOpen - 1) - qint64(sizeof PaddingClose - 1);
    padding = std::min(padding, qint64(m_worker->padding().size()));
    const qint64 bodySize = padding >= 0 ? options.bodySize : json.size() + 1;

    QByteArray head = statusLine(options.status);
    head += "Content-Type: application/json\r\nContent-Length: " + QByteArray::number(bodySize)
        + "\r\nServer-Timing: app;dur=" + QByteArray::number(double(serviceUs) / 1000.0, 'f', 3)
        + "\r\nX-Cold-Start: " + (pending.cold ? "1" : "0") + "\r\n";
    if (!pending.keepAlive)
        head += "Connection: close\r\n";
    head += "\r\n";
    if (pending.head) {
        m_socket->write(head);
        return;
    }
    if (padding < 0) {
        m_socket->write(head + json + '}');
        return;
    }
    m_socket->write(head + json + PaddingOpen);
    m_socket->write(m_worker->padding().constData(), padding);
    m_socket->write(PaddingClose, qint64(sizeof PaddingClose - 1));
}

} // namespace cp
