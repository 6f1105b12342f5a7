// architecture style: a dependency as a struct of closures (a "client" with live and frozen static instances) in a custom EnvironmentKey; the same static instance set at each render compares equal, so the reader runs only when the root switches to the other instance (rules §14.2, §2.4, §2.7)
import SwiftUI

struct DateClient {
    var today: () -> String

    static let live = DateClient(today: { "Mon 3 Mar" })
    static let frozen = DateClient(today: { "Fri 1 Jan" })
}

private struct DateClientKey: EnvironmentKey {
    static let defaultValue = DateClient.live
}

extension EnvironmentValues {
    var dateClient: DateClient {
        get { self[DateClientKey.self] }
        set { self[DateClientKey.self] = newValue }
    }
}

struct TodayLabel: View {
    @Environment(\.dateClient) private var dateClient

    var body: some View {
        let _ = print("TodayLabel body: \(dateClient.today())")
        Text(dateClient.today())
    }
}

struct Agenda: View {
    @State private var frozen = false
    @State private var taps = 0

    var body: some View {
        let _ = print("Agenda body: taps=\(taps)")
        VStack {
            TodayLabel()
            Button("Tap") { taps += 1 }
            Button("Freeze") { frozen = true }
        }
        .environment(\.dateClient, frozen ? .frozen : .live)
    }
}

:mount Agenda()
// expect: Agenda body: taps=0
// expect: TodayLabel body: Mon 3 Mar
:tap "Tap"
// expect: Agenda body: taps=1
:tap "Freeze"
// expect: Agenda body: taps=1
// expect: TodayLabel body: Fri 1 Jan
:tap "Tap"
// expect: Agenda body: taps=2
