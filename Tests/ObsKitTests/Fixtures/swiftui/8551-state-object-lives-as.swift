// SwiftUI from Apple's documentation: StateObject — https://developer.apple.com/documentation/swiftui/stateobject (a state object lives as long as the view that declares it: a sheet's content presented again is a new view with a new model)
import SwiftUI

class DraftModel: ObservableObject {
    @Published var words = 0
    init() { print("DraftModel init") }
}

struct Composer: View {
    @StateObject private var draft = DraftModel()
    var body: some View {
        Button("Add word") {
            draft.words += 1
            print("words \(draft.words)")
        }
    }
}

struct ContentView: View {
    @State private var composing = false
    var body: some View {
        Button("Compose") { composing = true }
            .sheet(isPresented: $composing) { Composer() }
    }
}

:mount ContentView()
:tap "Compose"
:tap "Add word"
:tap "Add word"
:dismiss
:tap "Compose"
:tap "Add word"
// expect: DraftModel init
// expect: words 1
// expect: words 2
// expect: DraftModel init
// expect: words 1
