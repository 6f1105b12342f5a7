// Tutorial style (why .task runs again after navigating back): the root of a NavigationStack disappears under a pushed view and appears again on pop, so its .task runs each time; a hasLoaded flag keeps the fetch to once (rules §14.3, §11.1, §11.3, §3.4)
import SwiftUI

struct SettingsDetail: View {
    var body: some View {
        Text("Details")
            .onAppear { print("detail appeared") }
    }
}

struct DashboardView: View {
    @State private var visits = 0
    @State private var hasLoaded = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("Visits: \(visits)")
                NavigationLink("Open Details") {
                    SettingsDetail()
                }
            }
            .task {
                visits += 1
                print("visit #\(visits)")
            }
            .task {
                guard !hasLoaded else {
                    print("data already loaded, skipping fetch")
                    return
                }
                print("fetching dashboard data")
                try? await Task.sleep(for: .seconds(1))
                hasLoaded = true
                print("dashboard data ready")
            }
            .onDisappear { print("dashboard disappeared") }
            .navigationTitle("Dashboard")
        }
    }
}

:mount DashboardView()
// expect: visit #1
// expect: fetching dashboard data
:advance 1s
// expect: dashboard data ready
:tap "Open Details"
// expect: detail appeared
// expect: dashboard disappeared
:back
// expect: visit #2
// expect: data already loaded, skipping fetch
