// SwiftUI from Apple's documentation: StateObject — https://developer.apple.com/documentation/swiftui/stateobject (SwiftUI creates the model only once during the lifetime of the container that declares the state object: pushing, popping and re-rendering the root make no new instance)
import SwiftUI

class DataModel: ObservableObject {
    @Published var name = "Some Name"
    @Published var visits = 0
    init() { print("DataModel init") }
}

struct ContentView: View {
    @StateObject private var model = DataModel()
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text(model.name)
                NavigationLink("Open", value: 1)
                Button("Report") { print("visits \(model.visits), path \(path)") }
            }
            .navigationDestination(for: Int.self) { _ in
                Button("Visit") { model.visits += 1 }
            }
        }
    }
}

:mount ContentView()
:tap "Open"
:tap "Visit"
:back
:tap "Open"
:tap "Visit"
:back
:tap "Report"
// expect: DataModel init
// expect: visits 2, path []
