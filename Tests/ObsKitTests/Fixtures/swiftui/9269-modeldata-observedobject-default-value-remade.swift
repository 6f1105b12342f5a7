// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/observedobject (don't give an @ObservedObject a default value: each new view value makes a new object)
// Apple's ObservedObject page: don't specify a default or initial value for the observed object; use the
// attribute only for a property that acts as an input, and use StateObject to make the object. Here a child
// does exactly what the page warns against, `@ObservedObject var model = DataModel()`, inside a parent
// that re-renders.
// - Tapping the child's button changes its model: the child runs with count 1.
// - When the parent runs again it makes a new child value, and that value makes a new DataModel: the
//   child observes the new object, and the count shows 0 again.
import SwiftUI
import Combine

var modelsMade = 0

final class DataModel: ObservableObject {
    @Published var count = 0
    let number: Int

    init() {
        modelsMade += 1
        number = modelsMade
        print("DataModel \(number) init")
    }
}

struct Child: View {
    @ObservedObject var model = DataModel()

    var body: some View {
        let _ = print("child: model \(model.number), count \(model.count)")
        Button("Inc \(model.count)") { model.count += 1 }
    }
}

struct Parent: View {
    @State private var flag = false

    var body: some View {
        VStack {
            Button("Flip") { flag.toggle() }
            Text("flag is \(flag.description)")
            Child()
        }
    }
}

:mount Parent()
// expect: DataModel 1 init
// expect: child: model 1, count 0
:tap "Inc 0"
// expect: child: model 1, count 1
:tap "Flip"
// expect: DataModel 2 init
// expect: child: model 2, count 0
