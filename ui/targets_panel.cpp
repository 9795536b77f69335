#include "targets_panel.h"

#include "container_list_model.h"
#include "endpoint_editor.h"
#include "endpoint_list_model.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QVBoxLayout>

namespace cp {

TargetsPanel::TargetsPanel(EndpointListModel *endpoints, QWidget *parent)
    : QWidget(parent)
    , m_endpoints(endpoints)
    , m_dockerState(new QLabel)
    , m_dockerHost(new QLineEdit)
    , m_list(new QListView)
    , m_add(new QPushButton(tr("Add")))
    , m_remove(new QPushButton(tr("Remove")))
    , m_demo(new QPushButton(tr("Demo endpoint")))
    , m_editor(new EndpointEditor)
{
    m_dockerState->setObjectName(QStringLiteral("dockerState"));
    m_dockerState->setWordWrap(true);
    m_dockerHost->setPlaceholderText(tr("default: DOCKER_HOST, context, /var/run/docker.sock"));
    m_dockerHost->setToolTip(tr("unix:///path/to/docker.sock or tcp://host:2375; press Enter to connect"));
    m_list->setObjectName(QStringLiteral("endpointList"));
    m_list->setModel(m_endpoints);
    m_demo->setObjectName(QStringLiteral("demoButton"));
    m_demo->setToolTip(tr("A local HTTP service built into ContainerPerf: needs no Docker"));

    auto *docker = new QGroupBox(tr("Docker"));
    auto *dockerForm = new QFormLayout(docker);
    dockerForm->addRow(tr("State"), m_dockerState);
    dockerForm->addRow(tr("Host"), m_dockerHost);

    auto *endpointsBox = new QGroupBox(tr("Endpoints"));
    auto *endpointsLayout = new QVBoxLayout(endpointsBox);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addWidget(m_demo);
    endpointsLayout->addWidget(m_list, 1);
    endpointsLayout->addLayout(buttons);
    endpointsLayout->addWidget(m_editor);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(docker);
    layout->addWidget(endpointsBox, 1);

    connect(m_add, &QPushButton::clicked, this, [this] {
        Endpoint e;
        e.request.method = "POST";
        e.request.url = QUrl(QStringLiteral("http://127.0.0.1:8080/"));
        e.request.headers = {{"Content-Type", "application/x-www-form-urlencoded"}};
        e.request.bodyTemplate = "message={{msg}}";
        selectEndpoint(m_endpoints->add(e));
    });
    connect(m_remove, &QPushButton::clicked, this, [this] { m_endpoints->remove(currentEndpoint()); });
    connect(m_demo, &QPushButton::clicked, this, &TargetsPanel::demoRequested);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, &TargetsPanel::onCurrentChanged);
    connect(m_endpoints, &QAbstractItemModel::modelReset, this, &TargetsPanel::onCurrentChanged);
    connect(m_endpoints, &QAbstractItemModel::rowsRemoved, this, &TargetsPanel::onCurrentChanged);
    connect(m_editor, &EndpointEditor::edited, this,
            [this](const Endpoint &e) { m_endpoints->replace(currentEndpoint(), e); });
    connect(m_dockerHost, &QLineEdit::returnPressed, this, [this] { emit dockerHostChanged(dockerHost()); });
    onCurrentChanged();
}

void TargetsPanel::setDockerState(const QString &state)
{
    m_dockerState->setText(state);
}

QString TargetsPanel::dockerHost() const
{
    return m_dockerHost->text().trimmed();
}

void TargetsPanel::setDockerHost(const QString &host)
{
    m_dockerHost->setText(host);
}

int TargetsPanel::addEndpointForContainer(int containerRow)
{
    if (!m_containers || containerRow < 0 || containerRow >= m_containers->rowCount())
        return -1;
    const ContainerInfo &c = m_containers->container(containerRow);
    const QString url = c.suggestedUrl();
    if (url.isEmpty())
        return -1;
    // The demo endpoint stands in while there is nothing else to measure; the
    // first container endpoint takes its place, so that an experiment on the
    // container does not also load the demo. A demo endpoint the user edited stays.
    if (m_endpoints->rowCount() == 1 && m_endpoints->isUntouchedDemo(0))
        m_endpoints->remove(0);
    Endpoint e;
    e.name = c.name;
    e.request.url = QUrl(url);
    e.containers = {c.name};
    const int row = m_endpoints->add(e);
    selectEndpoint(row);
    return row;
}

bool TargetsPanel::bindContainer(int containerRow)
{
    const int endpointRow = currentEndpoint();
    if (!m_containers || containerRow < 0 || containerRow >= m_containers->rowCount() || endpointRow < 0)
        return false;
    Endpoint e = m_endpoints->endpoint(endpointRow);
    const QString name = m_containers->container(containerRow).name;
    if (!e.containers.contains(name))
        e.containers.append(name);
    m_endpoints->replace(endpointRow, e);
    m_editor->setEndpoint(e);
    return true;
}

bool TargetsPanel::bindService(const QString &name)
{
    const int endpointRow = currentEndpoint();
    if (name.isEmpty() || endpointRow < 0)
        return false;
    Endpoint e = m_endpoints->endpoint(endpointRow);
    if (!e.services.contains(name))
        e.services.append(name);
    m_endpoints->replace(endpointRow, e);
    m_editor->setEndpoint(e);
    return true;
}

int TargetsPanel::currentEndpoint() const
{
    const QModelIndex index = m_list->currentIndex();
    return index.isValid() ? index.row() : -1;
}

void TargetsPanel::selectEndpoint(int row)
{
    m_list->setCurrentIndex(m_endpoints->index(row));
}

void TargetsPanel::onCurrentChanged()
{
    const int row = currentEndpoint();
    const bool valid = row >= 0 && row < m_endpoints->rowCount();
    m_editor->setEnabled(valid);
    m_remove->setEnabled(valid);
    if (valid)
        m_editor->setEndpoint(m_endpoints->endpoint(row));
}

} // namespace cp
