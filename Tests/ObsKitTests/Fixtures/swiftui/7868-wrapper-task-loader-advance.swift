// Custom DynamicProperty: a @Remote wrapper with nested @State and an async load() started from `.task`
// `.task` starts after the view appears (rules §11.3, §10.3) and runs until it waits on the virtual clock; when it
// resumes, its write to the nested state (made through the installed value the body captured) re-runs the host after
// the task's turn (rules §10.1, §7.3, §3.4). Unmounting cancels nothing here: the task has finished (§11.3).
import SwiftUI

@propertyWrapper
struct Remote: DynamicProperty {
    @State private var value: [String]? = nil

    init() {}

    var wrappedValue: [String]? { value }

    var projectedValue: Remote { self }

    func load() async {
        try? await Task.sleep(for: .seconds(2))
        value = ["Ada", "Linus", "Grace"]
    }
}

struct People: View {
    @Remote var people

    var body: some View {
        let _ = print("People body: \(people.map { "\($0.count) names" } ?? "loading")")
        List {
            ForEach(people ?? [], id: \.self) { name in
                Text(name)
            }
        }
        .task {
            print("task starts")
            await $people.load()
            print("task done")
        }
    }
}

:mount People()
// expect: People body: loading
// expect: task starts
:advance 1s
:advance 1s
// expect: task done
// expect: People body: 3 names
:unmount
