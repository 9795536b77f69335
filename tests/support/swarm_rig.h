#pragma once

#include <QHash>
#include <QString>

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

private:
    QString m_prefix;
    QString m_net;
    QHash<QString, QString> m_env;
    bool m_up = false;
};

} // namespace cp::test
