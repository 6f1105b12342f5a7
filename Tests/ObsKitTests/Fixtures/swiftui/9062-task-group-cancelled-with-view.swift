// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/taskgroup (a view's .task runs a task group; removing the view cancels the task and with it the group's unfinished children)
// What SwiftUI does: SwiftUI cancels the view's task when the view is removed
// (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)); a task group is cancelled "when the
// task running this group is canceled", which cancels its child tasks, whose sleeps then throw. One child finished
// before the removal; the other two end cancelled.
import SwiftUI

struct ThumbnailStrip: View {
    var body: some View {
        Text("Thumbnails")
            .task {
                let outcomes = await withTaskGroup(of: String.self) { group -> [String] in
                    for seconds in [1, 2, 3] {
                        group.addTask {
                            do {
                                try await Task.sleep(for: .seconds(seconds))
                                return "loaded"
                            } catch {
                                return "cancelled"
                            }
                        }
                    }
                    var collected: [String] = []
                    for await outcome in group {
                        collected.append(outcome)
                    }
                    return collected
                }
                let loaded = outcomes.filter { $0 == "loaded" }.count
                let cancelled = outcomes.filter { $0 == "cancelled" }.count
                print("thumbnails: \(loaded) loaded, \(cancelled) cancelled")
            }
    }
}

struct GalleryView: View {
    @State private var showStrip = true

    var body: some View {
        VStack {
            Button("Hide strip") { showStrip = false }
            if showStrip {
                ThumbnailStrip()
            }
        }
    }
}

:mount GalleryView()
:advance 1500ms
:tap "Hide strip"
// expect: thumbnails: 1 loaded, 2 cancelled
:advance 3s
