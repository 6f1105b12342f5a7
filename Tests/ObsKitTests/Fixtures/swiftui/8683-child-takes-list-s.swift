// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/observedobject (a child takes the list's view model as @ObservedObject and binds each Toggle to `$viewModel.items[index].isPacked`: the projected value's dynamic member lookup reaches into the array, and the write lands in the shared model)
import SwiftUI

struct PackingItem {
    var name: String
    var isPacked = false
}

final class PackingViewModel: ObservableObject {
    @Published var items = [PackingItem(name: "Passport"), PackingItem(name: "Charger"), PackingItem(name: "Sunscreen")]

    var packedNames: String {
        items.filter(\.isPacked).map(\.name).joined(separator: ", ")
    }
}

struct PackingList: View {
    @ObservedObject var viewModel: PackingViewModel

    var body: some View {
        ForEach(viewModel.items.indices, id: \.self) { index in
            Toggle(viewModel.items[index].name, isOn: $viewModel.items[index].isPacked)
        }
    }
}

struct TripView: View {
    @StateObject private var viewModel = PackingViewModel()

    var body: some View {
        Form {
            PackingList(viewModel: viewModel)
            Button("Check bag") { print("packed: [\(viewModel.packedNames)]") }
        }
    }
}

:mount TripView()
:toggle "Sunscreen"
:toggle "Passport"
:tap "Check bag"
:toggle "Sunscreen"
:tap "Check bag"
// expect: packed: [Passport, Sunscreen]
// expect: packed: [Passport]
