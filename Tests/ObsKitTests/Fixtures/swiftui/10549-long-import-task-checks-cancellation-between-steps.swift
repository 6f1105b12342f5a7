// async-in-views style: a long import in .task checks cancellation between steps (Task.checkCancellation, a throwing sleep); closing the screen cancels it mid-way, and catch is CancellationError reports where it stopped (rules §11.3, §1.4)
import SwiftUI

struct ImportProgress: View {
    @State private var step = 0

    var body: some View {
        let _ = print("ImportProgress body: \(step)/5")
        Text("Imported \(step) of 5")
            .task {
                var done = 0
                do {
                    for _ in 1...5 {
                        try await Task.sleep(for: .milliseconds(500))
                        try Task.checkCancellation()
                        done += 1
                        step = done
                    }
                    print("import complete")
                } catch is CancellationError {
                    print("import cancelled after \(done) steps")
                } catch {
                    print("other error")
                }
            }
    }
}

struct ImportHost: View {
    @State private var importing = true

    var body: some View {
        let _ = print("ImportHost body: importing=\(importing)")
        VStack {
            Button("Cancel Import") { importing = false }
            if importing { ImportProgress() }
        }
    }
}

:mount ImportHost()
// expect: ImportHost body: importing=true
// expect: ImportProgress body: 0/5
:advance 1s
// expect: ImportProgress body: 1/5
// expect: ImportProgress body: 2/5
:tap "Cancel Import"
// expect: ImportHost body: importing=false
// expect: import cancelled after 2 steps
:advance 2s
