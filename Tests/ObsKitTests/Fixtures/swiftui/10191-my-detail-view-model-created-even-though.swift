// stack-overflow style (pitfall on purpose): "my detail view model is created even though I never open the detail" — `NavigationLink(destination: DetailScreen(vm: DetailVM()))` builds the destination struct in the parent's body, so every parent render makes (and throws away) a view model; the push shows the one made by the last render (rules §14.3, §2.6, §5.3)
import SwiftUI

final class DetailVM: ObservableObject {
    static var made = 0
    let serial: Int

    init() {
        DetailVM.made += 1
        serial = DetailVM.made
        print("DetailVM \(serial) init")
    }

    deinit { print("DetailVM \(serial) deinit") }
}

struct DetailScreen: View {
    @ObservedObject var vm: DetailVM

    var body: some View {
        let _ = print("DetailScreen body: vm \(vm.serial)")
        Text("Detail \(vm.serial)")
    }
}

struct HomeScreen: View {
    @State private var refreshes = 0

    var body: some View {
        NavigationStack {
            VStack {
                Text("Refreshed \(refreshes)")
                Button("Refresh") { refreshes += 1 }
                NavigationLink("Open detail", destination: DetailScreen(vm: DetailVM()))
            }
        }
    }
}

:mount HomeScreen()
// expect: DetailVM 1 init
:tap "Refresh"
// expect: DetailVM 2 init
// expect: DetailVM 1 deinit
:tap "Open detail"
// expect: DetailScreen body: vm 2
