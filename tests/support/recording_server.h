#pragma once

#include "model/load_plan.h"

#include <QByteArray>
#include <QList>
#include <QTcpServer>
#include <QUrl>

namespace cp::test {

// A server in the test's thread that answers every request with 200 and keeps
// each request's target, head and body, in the order they came. A request for
// /login gets a JSON token and an X-Session header of its own, for request
// sequences (docs/load-testing.md#request-sequences); every third leaves the token out.
class RecordingServer : public QTcpServer
{
public:
    struct Request
    {
        QByteArray target;
        QByteArray body;
        QByteArray head;
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

    // A sequence on one connection: POST /login capturing its token, session and user
    // id, then GET /profile taking them, SequenceRequests in all.
    static constexpr int SequenceRequests = 40;
    LoadPlan sequencePlan() const;
    // Fails the calling test unless every /profile request carried what the login
    // just before it answered, and none followed a login whose token was missing.
    // Returns the logins without a token.
    int verifySequenceRequests() const;

private:
    QList<Request> m_requests;
    int m_logins = 0;
};

} // namespace cp::test
