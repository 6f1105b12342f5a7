// Swift Forums style: "onAppear or task for loading, and what happens when the view goes away?" (a parent render re-runs only the child's init; onAppear then task run when the view appears, the task after the appear callbacks; a finished task is not restarted by a parent render; removing the view cancels a running task) (rules §11.1, §11.3, §2.6, §10.3)
import SwiftUI

struct ProfileLoader: View {
    let user: String

    init(user: String) {
        self.user = user
        print("ProfileLoader init \(user)")
    }

    var body: some View {
        let _ = print("ProfileLoader body \(user)")
        Text(user)
            .onAppear { print("onAppear \(user)") }
            .task {
                print("task start \(user)")
                do {
                    try await Task.sleep(for: .seconds(2))
                    print("loaded \(user)")
                } catch {
                    print("task cancelled \(user)")
                }
            }
    }
}

struct LoaderHost: View {
    @State private var show = true
    @State private var refreshes = 0

    var body: some View {
        let _ = print("LoaderHost body: show \(show) refreshes \(refreshes)")
        VStack {
            Button("Refresh") { refreshes += 1 }
            Button("Show or hide") { show.toggle() }
            if show {
                ProfileLoader(user: "ann")
            }
        }
    }
}

:mount LoaderHost()
// expect: LoaderHost body: show true refreshes 0
// expect: ProfileLoader init ann
// expect: ProfileLoader body ann
// expect: onAppear ann
// expect: task start ann
:tap "Refresh"
// expect: LoaderHost body: show true refreshes 1
// expect: ProfileLoader init ann
:advance 2s
// expect: loaded ann
:tap "Refresh"
// expect: LoaderHost body: show true refreshes 2
// expect: ProfileLoader init ann
:tap "Show or hide"
// expect: LoaderHost body: show false refreshes 2
:tap "Show or hide"
// expect: LoaderHost body: show true refreshes 2
// expect: ProfileLoader init ann
// expect: ProfileLoader body ann
// expect: onAppear ann
// expect: task start ann
:advance 1s
:tap "Show or hide"
// expect: LoaderHost body: show false refreshes 2
// expect: task cancelled ann
:advance 2s
