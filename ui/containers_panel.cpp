#include "containers_panel.h"

#include "container_list_model.h"
#include "row_table_view.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QVBoxLayout>

namespace cp {

ContainersPanel::ContainersPanel(ContainerListModel *containers, QWidget *parent)
    : QWidget(parent)
    , m_view(new RowTableView(containers, QAbstractItemView::SingleSelection))
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
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);

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
