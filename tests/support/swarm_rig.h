#pragma once

#include "docker_rig.h"
#include "test_process.h"

#include <QHash>
#include <QString>
#include <QStringList>

// A swarm of private Docker daemons in network namespaces this test creates
// (tests/swarm/swarm_rig.sh): never the machine's own daemon. Needs root; torn
// down by the destructor, also when the test fails.
namespace cp::test {

class SwarmRig
{
public:
    SwarmRig();
    ~SwarmRig();
    SwarmRig(const SwarmRig &) = delete;
    SwarmRig &operator=(const SwarmRig &) = delete;

    // Whether this process may build one (root, dockerd, nsenter); else *why says what is missing.
    static bool possible(QString *why);
    // Starts `nodes` (1 or 2) daemons, loads the test images, forms the swarm.
    bool up(int nodes, QString *error);
    void down();

    // A value of the rig's env file: MANAGER_HOST (unix://…), NODE1_IP, NODE2_TCP, …
    QString value(const QString &key) const { return m_env.value(key); }
    // What the rig's names start with: namespaces, bridge, daemons.
    QString prefix() const { return m_prefix; }

    // docker -H <manager> `arguments`.
    ProcessResult docker(const QStringList &arguments) const;
    // A replicated service of `image` (a test image with busybox httpd) whose task in slot N
    // serves /www at port <portPrefix>N of its node's address, in the node's own network
    // (a slot keeps its port across updates; Swarm's routing mesh needs IPVS, which a
    // test machine may lack); `options` go to docker service create. Returns once the
    // manager says every replica runs.
    bool createSlotService(const QString &name, int replicas, const QString &image, const QString &portPrefix,
                           const QStringList &options, QString *error);

private:
    // The host network of this process's rig, another for each attempt.
    static QString netFor(int attempt);

    QString m_prefix;
    QString m_net;
    QHash<QString, QString> m_env;
    bool m_up = false;
};

} // namespace cp::test

// In initTestCase: a rig of `nodes` daemons, or a skip where it cannot be built (a
// failure when CONTAINERPERF_REQUIRE_DOCKER=1).
#define CP_REQUIRE_SWARM_RIG(rig, nodes)                                                                               \
    do {                                                                                                               \
        CP_REQUIRE_DOCKER();                                                                                           \
        QString why;                                                                                                   \
        if (!cp::test::SwarmRig::possible(&why)) {                                                                     \
            if (cp::test::dockerRequired())                                                                            \
                QFAIL(qPrintable(why));                                                                                \
            QSKIP(qPrintable(why));                                                                                    \
        }                                                                                                              \
        QVERIFY2((rig).up((nodes), &why), qPrintable(why));                                                            \
    } while (false)
