// Stack Overflow style (GeometryReader content and @Observable): a model read only inside the reader's escaping content re-runs that content, not the parent's body (rules §15.9, §8)
import SwiftUI
import Observation

@Observable
final class ZoomModel {
    var level = 1
}

struct ContentView: View {
    @State private var zoom = ZoomModel()

    var body: some View {
        let _ = print("ContentView body")
        VStack {
            GeometryReader { proxy in
                let _ = print("reader content, level \(zoom.level)")
                Text("Level \(zoom.level)")
                    .frame(width: proxy.size.width, height: proxy.size.height)
            }
            .frame(height: 100)
            Button("Zoom in") { zoom.level += 1 }
        }
    }
}
:mount ContentView()
// expect: ContentView body
// expect: reader content, level 1
:tap "Zoom in"
// expect: reader content, level 2
:tap "Zoom in"
// expect: reader content, level 3
