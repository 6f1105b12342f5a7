// Apple sample style (Scrumdinger list reload): a .task on a stack's root list runs again after a pop, because the covered root disappears on push and reappears on pop (rules §11.3, §14.3, §11.1)
import SwiftUI

actor MeetingService {
    private var calls = 0
    func count() async -> Int {
        calls += 1
        try? await Task.sleep(for: .milliseconds(300))
        return calls
    }
}

struct MeetingsRoot: View {
    let service: MeetingService
    @State private var loads = 0
    var body: some View {
        let _ = print("MeetingsRoot body loads=\(loads)")
        List {
            NavigationLink("Open Standup", value: "Standup")
        }
        .navigationDestination(for: String.self) { name in
            Text(name)
                .onAppear { print("detail appear \(name)") }
        }
        .task {
            let n = await service.count()
            loads = n
            print("loaded call \(n)")
        }
        .onDisappear { print("root disappear") }
    }
}

struct ContentView: View {
    private let service = MeetingService()
    var body: some View {
        NavigationStack {
            MeetingsRoot(service: service)
        }
    }
}

:mount ContentView()
// expect: MeetingsRoot body loads=0
:advance 300ms
// expect: loaded call 1
// expect: MeetingsRoot body loads=1
:tap "Open Standup"
// expect: detail appear Standup
// expect: root disappear
:back
:advance 300ms
// expect: loaded call 2
// expect: MeetingsRoot body loads=2
