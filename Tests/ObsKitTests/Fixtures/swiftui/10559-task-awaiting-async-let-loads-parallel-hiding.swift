// async-in-views style: .task awaiting two async let loads in parallel; hiding the view mid-way cancels the task and its pending child (the child's catch first, then the parent's) (rules §11.3)
import SwiftUI

func loadProfileName() async throws -> String {
    try await Task.sleep(for: .seconds(1))
    return "Kim"
}

func loadScore() async throws -> Int {
    do {
        try await Task.sleep(for: .seconds(2))
        return 42
    } catch {
        print("score load cancelled")
        throw error
    }
}

struct Dashboard: View {
    @State private var summary = "-"

    var body: some View {
        let _ = print("Dashboard body: \(summary)")
        Text(summary)
            .task {
                do {
                    async let name = loadProfileName()
                    async let score = loadScore()
                    let (n, s) = try await (name, score)
                    summary = "\(n): \(s)"
                } catch {
                    print("dashboard load cancelled")
                }
            }
    }
}

struct DashboardHost: View {
    @State private var show = true

    var body: some View {
        VStack {
            Button(show ? "Hide" : "Show") { show.toggle() }
            if show { Dashboard() }
        }
    }
}

:mount DashboardHost()
// expect: Dashboard body: -
:advance 1500ms
:tap "Hide"
// expect: score load cancelled
// expect: dashboard load cancelled
:tap "Show"
// expect: Dashboard body: -
:advance 2s
// expect: Dashboard body: Kim: 42
