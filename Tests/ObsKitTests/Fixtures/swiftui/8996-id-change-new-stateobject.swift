// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (SwiftUI creates a new instance of the model object only once during the lifetime of the container that declares the state object: it doesn't create one when the view's inputs change, but does when the identity of the view changes, here through .id(page))
import SwiftUI
import Combine

final class Scratchpad: ObservableObject {
    @Published var lines = 0
    init() { print("Scratchpad init") }
}

struct ScratchView: View {
    @StateObject private var pad = Scratchpad()

    var body: some View {
        Button("Lines: \(pad.lines)") { pad.lines += 1 }
    }
}

struct Notebook: View {
    @State private var page = 1
    @State private var zoom = 1

    var body: some View {
        VStack {
            Text("Page \(page), zoom \(zoom)")
            ScratchView()
                .id(page)
            Button("Zoom in") { zoom += 1 }
            Button("Turn page") { page += 1 }
        }
    }
}

:mount Notebook()
:tap "Lines: 0"
:tap "Zoom in"
:tap "Lines: 1"
:tap "Turn page"
:tap "Lines: 0"
// expect: Scratchpad init
// expect: Scratchpad init
