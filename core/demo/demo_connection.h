#pragma once

#include "demo/demo_server_worker.h"

#include <QObject>

#include <llhttp.h>

#include <deque>

class QTcpSocket;

namespace cp {

// One client connection of the demo server: parses requests (pipelined,
// bodies by Content-Length or chunked, discarded) and answers them in order
// once each answer falls due.
class DemoConnection : public QObject
{
    Q_OBJECT
public:
    DemoConnection(QTcpSocket *socket, quint64 id, DemoServerWorker *worker);
    ~DemoConnection() override;

    quint64 id() const { return m_id; }
    // Writes every answer at the head of the queue that is due by `now`.
    void sendDue(DemoServerWorker::Clock::time_point now);
    void abort();

private:
    struct Pending
    {
        DemoServerWorker::Clock::time_point arrived;
        DemoServerWorker::Clock::time_point due;
        qint64 beginEpochUs = 0;
        quint64 requestNumber = 0;
        bool cold = false;
        bool keepAlive = true;
        bool head = false;
    };

    static const llhttp_settings_t &parserSettings();
    void onReadyRead();
    void onRequestComplete(bool keepAlive, bool head);
    void onBadRequest();
    void writeAnswer(const Pending &pending, DemoServerWorker::Clock::time_point now);
    void closeAfterWrite();

    QTcpSocket *m_socket;
    quint64 m_id;
    DemoServerWorker *m_worker;
    llhttp_t m_parser{};
    std::deque<Pending> m_queue;
    QByteArray m_headerField;
    bool m_expectContinue = false;
    bool m_closing = false;
};

} // namespace cp
