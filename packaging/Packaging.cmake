# Install rules and CPack (DEB, TGZ): both programs, the desktop file, the
# AppStream metainfo, the icon and the translations, all under one id.
include(GNUInstallDirs)

install(TARGETS containerperf-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
if(TARGET containerperf)
    install(TARGETS containerperf RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
    install(FILES ${PROJECT_SOURCE_DIR}/resources/${CONTAINERPERF_APP_ID}.desktop
            DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
    install(FILES ${PROJECT_SOURCE_DIR}/resources/${CONTAINERPERF_APP_ID}.metainfo.xml
            DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
    install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/containerperf.svg
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
            RENAME ${CONTAINERPERF_APP_ID}.svg)
endif()

set(CPACK_PACKAGE_NAME "containerperf")
set(CPACK_PACKAGE_VENDOR "ContainerPerf")
set(CPACK_PACKAGE_CONTACT "ContainerPerf developers <maintainers@containerperf.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "containerperf")
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "devel")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Latency and resource cost of HTTP services in Docker containers\n\
 ContainerPerf measures how fast HTTP services in Docker containers answer and\n\
 what they cost in CPU, memory and network: warm, cold, in bursts, one by one\n\
 and across memory limits. It ships a Qt desktop application (containerperf)\n\
 and a command line tool (containerperf-cli).")
set(CPACK_SOURCE_IGNORE_FILES "/build[^/]*/;/\\\\.git/")
include(CPack)
