// Apple, StateObject documentation ("Initialize state objects using external data"), https://developer.apple.com/documentation/swiftui/stateobject — `_model = StateObject(wrappedValue: DataModel(name: name))` keeps the first name for the view's life; `.id(name)` gives a new object when the name changes
// Apple: "SwiftUI only initializes a state object the first time you call its initializer in a given view.
// This ensures that the object provides stable storage even as the view's inputs change." and "If you want
// SwiftUI to reinitialize a state object when a view input changes, make sure that the view's identity
// changes at the same time", with `.id(name)`. The autoclosure is run once, when the view is installed
// (rules §4.1–§4.3, §1.3); a changed .id also starts the view's @State over.
import SwiftUI

class DataModel: ObservableObject {
    @Published var name: String
    @Published var visits = 0

    init(name: String) {
        self.name = name
        print("DataModel init(\(name))")
    }
}

struct MyInitializableView: View {
    @StateObject private var model: DataModel
    @State private var localTaps = 0
    let label: String

    init(name: String, label: String) {
        _model = StateObject(wrappedValue: DataModel(name: name))
        self.label = label
    }

    var body: some View {
        VStack {
            Text("\(label) name: \(model.name)")
            Button("\(label) visit") {
                model.visits += 1
                localTaps += 1
            }
            Text("\(label) visits \(model.visits), taps \(localTaps)")
            Button("\(label) report") {
                print("\(label): \(model.name), visits \(model.visits), taps \(localTaps)")
            }
        }
    }
}

enum Person: String, CaseIterable, Identifiable {
    case ada = "Ada", grace = "Grace"
    var id: Self { self }
}

struct ContainerView: View {
    @State private var name = Person.ada

    var body: some View {
        VStack {
            Picker("Person", selection: $name) {
                ForEach(Person.allCases) { person in
                    Text(person.rawValue)
                }
            }
            MyInitializableView(name: name.rawValue, label: "Plain")
            MyInitializableView(name: name.rawValue, label: "Keyed")
                .id(name)
            Button("Report") {
                print("selected \(name.rawValue)")
            }
        }
    }
}

:mount ContainerView()
// expect: DataModel init(Ada)
// expect: DataModel init(Ada)
:tap "Plain visit"
:tap "Keyed visit"
:tap "Keyed visit"
:pick "Grace" in "Person"
// expect: DataModel init(Grace)
:tap "Report"
// expect: selected Grace
:tap "Plain report"
// expect: Plain: Ada, visits 1, taps 1
:tap "Keyed report"
// expect: Keyed: Grace, visits 0, taps 0
:pick "Ada" in "Person"
// expect: DataModel init(Ada)
:tap "Plain report"
// expect: Plain: Ada, visits 1, taps 1
