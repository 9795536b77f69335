#pragma once

#include "model/load_plan.h"

#include <QByteArray>
#include <QList>
#include <QTcpServer>
#include <QUrl>

namespace cp::test {

// A server in the test's thread that answers every request with 200 and keeps
// each request's target and body, in the order they came.
class RecordingServer : public QTcpServer
{
public:
    struct Request
    {
        QByteArray target;
        QByteArray body;
    };

    RecordingServer();
    QUrl url() const;
    const QList<Request> &requests() const { return m_requests; }

    // Data files (docs/load-testing.md#data-files): a closed loop on one connection,
    // so that requests arrive in id order, DataRequests of them, each taking its row
    // of a three-row file into its URL path and query and its body.
    static constexpr int DataRequests = 7;
    LoadPlan dataPlan() const;
    // Fails the calling test unless request k carried row k mod 3, encoded in the URL.
    void verifyDataRequests() const;

private:
    QList<Request> m_requests;
};

} // namespace cp::test
