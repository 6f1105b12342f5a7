// async-in-views style: the manual alternative to .task: onAppear keeps the Task in @State and onDisappear cancels it; storing the handle runs no body (never read in the body) (rules §3.5, §11.1)
import SwiftUI

struct ImportPanel: View {
    @State private var loader: Task<Void, Never>?

    var body: some View {
        let _ = print("ImportPanel body")
        Text("Importing contacts")
            .onAppear {
                loader = Task {
                    do {
                        try await Task.sleep(for: .seconds(3))
                        print("contacts imported")
                    } catch {
                        print("manual task cancelled")
                    }
                }
            }
            .onDisappear {
                print("ImportPanel onDisappear, cancelling")
                loader?.cancel()
            }
    }
}

struct ImportHost: View {
    @State private var open = true

    var body: some View {
        let _ = print("ImportHost body: open=\(open)")
        VStack {
            Button("Close") { open = false }
            if open { ImportPanel() }
        }
    }
}

:mount ImportHost()
// expect: ImportHost body: open=true
// expect: ImportPanel body
:advance 1s
:tap "Close"
// expect: ImportHost body: open=false
// expect: ImportPanel onDisappear, cancelling
// expect: manual task cancelled
:advance 3s
