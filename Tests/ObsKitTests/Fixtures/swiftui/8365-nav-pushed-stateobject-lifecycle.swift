// SwiftUI from Apple's documentation: StateObject in a pushed destination view
// Sources: developer.apple.com/documentation/swiftui/stateobject: "SwiftUI creates a new instance of
// the model object only once during the lifetime of the container that declares the state object";
// StateObject.init(wrappedValue:): the autoclosure is evaluated only the first time SwiftUI
// initializes a particular instance of the view. NavigationStack: "Navigating back removes the
// detail view", which ends that container's lifetime, and a new push makes a new one.
import SwiftUI

@MainActor final class PageModel: ObservableObject {
    static var made = 0
    let serial: Int
    init() {
        PageModel.made += 1
        serial = PageModel.made
        print("PageModel \(serial) init")
    }
    deinit { print("PageModel \(serial) deinit") }
}

struct ModelPage: View {
    @StateObject private var model = PageModel()
    var body: some View {
        Text("Model \(model.serial)")
    }
}

struct ContentView: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            Button("Push page") { path.append(1) }
                .navigationDestination(for: Int.self) { _ in ModelPage() }
        }
    }
}

:mount ContentView()
:tap "Push page"
:back
:tap "Push page"
:back

// expect: PageModel 1 init
// expect: PageModel 1 deinit
// expect: PageModel 2 init
// expect: PageModel 2 deinit
