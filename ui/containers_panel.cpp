#include "containers_panel.h"

#include "container_list_model.h"
#include "row_table_view.h"
#include "service_list_model.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace cp {

ContainersPanel::ContainersPanel(ContainerListModel *containers, ServiceListModel *services, QWidget *parent)
    : QWidget(parent)
    , m_view(new RowTableView(containers, QAbstractItemView::SingleSelection))
    , m_swarm(new QWidget)
{
    m_view->setObjectName(QStringLiteral("containerTable"));
    // The image, last, takes what is left and is the one cut short when the dock is narrow.
    m_view->horizontalHeader()->setSectionResizeMode(ContainerListModel::Image, QHeaderView::Stretch);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideMiddle);
    auto *endpoint = new QPushButton(tr("New endpoint"));
    endpoint->setObjectName(QStringLiteral("newEndpointButton"));
    endpoint->setToolTip(tr("An endpoint for the selected container's published port, bound to it"));
    auto *bind = new QPushButton(tr("Bind to endpoint"));
    bind->setObjectName(QStringLiteral("bindButton"));
    bind->setToolTip(tr("The selected container serves the endpoint chosen in the Targets dock"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(endpoint);
    buttons->addWidget(bind);
    buttons->addStretch(1);
    auto *containerPart = new QWidget;
    auto *containerLayout = new QVBoxLayout(containerPart);
    containerLayout->setContentsMargins(0, 0, 0, 0);
    containerLayout->addWidget(m_view, 1);
    containerLayout->addLayout(buttons);
    // The user shares the dock's height between containers and services.
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(containerPart);
    splitter->addWidget(m_swarm);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(splitter, 1);

    auto *serviceView = new RowTableView(services, QAbstractItemView::SingleSelection);
    serviceView->setObjectName(QStringLiteral("serviceTable"));
    serviceView->horizontalHeader()->setSectionResizeMode(ServiceListModel::Name, QHeaderView::ResizeToContents);
    serviceView->horizontalHeader()->setSectionResizeMode(ServiceListModel::Node, QHeaderView::ResizeToContents);
    serviceView->horizontalHeader()->setSectionResizeMode(ServiceListModel::Image, QHeaderView::Stretch);
    serviceView->setWordWrap(false);
    auto *bindService = new QPushButton(tr("Bind service to endpoint"));
    bindService->setObjectName(QStringLiteral("bindServiceButton"));
    bindService->setToolTip(tr("The selected Swarm service (or the service of the selected task) serves the endpoint "
                               "chosen in the Targets dock: sweeps and cold starts update the service"));
    auto *swarmLayout = new QVBoxLayout(m_swarm);
    swarmLayout->setContentsMargins(0, 4, 0, 0);
    swarmLayout->addWidget(new QLabel(tr("Swarm services")));
    swarmLayout->addWidget(serviceView, 1);
    swarmLayout->addWidget(bindService, 0, Qt::AlignLeft);
    m_swarm->setVisible(!services->isEmpty());
    connect(services, &QAbstractItemModel::modelReset, m_swarm,
            [this, services] { m_swarm->setVisible(!services->isEmpty()); });
    connect(bindService, &QPushButton::clicked, this, [this, serviceView, services] {
        const QModelIndex index = serviceView->currentIndex();
        if (index.isValid())
            emit bindServiceRequested(services->serviceName(index.row()));
    });

    connect(endpoint, &QPushButton::clicked, this, [this] { emit newEndpointRequested(selectedRow()); });
    connect(bind, &QPushButton::clicked, this, [this] { emit bindRequested(selectedRow()); });
    connect(m_view, &QTableView::doubleClicked, this,
            [this](const QModelIndex &index) { emit newEndpointRequested(index.row()); });
}

int ContainersPanel::selectedRow() const
{
    const QModelIndex index = m_view->currentIndex();
    return index.isValid() ? index.row() : -1;
}

} // namespace cp
