// Swift Forums style (my polling keeps going after the view is gone): a Task started in onAppear outlives the view, .task is cancelled on disappear (rules §11.3, §11.1, §1.4, §1.1)
import SwiftUI

struct LiveBadge: View {
    var body: some View {
        Text("Live")
            .onAppear {
                print("badge appeared")
                Task {
                    for i in 1...3 {
                        try? await Task.sleep(for: .seconds(1))
                        print("unstructured poll \(i)")
                    }
                }
            }
            .task {
                print(".task started")
                for i in 1...3 {
                    do {
                        try await Task.sleep(for: .milliseconds(700))
                    } catch {
                        print(".task cancelled")
                        return
                    }
                    print(".task poll \(i)")
                }
            }
            .onDisappear { print("badge disappeared") }
    }
}

struct Dashboard: View {
    @State private var showBadge = true
    var body: some View {
        VStack {
            Toggle("Show badge", isOn: $showBadge)
            if showBadge {
                LiveBadge()
            }
        }
    }
}

:mount Dashboard()
// expect: badge appeared
// expect: .task started
:advance 1s
// expect: .task poll 1
// expect: unstructured poll 1
:toggle "Show badge"
// expect: badge disappeared
// expect: .task cancelled
:advance 2s
// expect: unstructured poll 2
// expect: unstructured poll 3
