// cookbook style, a pitfall on purpose: NavigationLink(destination:) builds each destination eagerly, and the destination makes its model inline with @ObservedObject var vm = PreviewVM(): every render of the list makes a model per link (the new before the old ones go), nothing pushed; a push uses the model the link holds, and the pop does not release it (rules §14.3, §5.3, §5.2, §2.6)
import SwiftUI

final class PreviewVM: ObservableObject {
    static var made = 0
    let serial: Int
    @Published var likes = 0

    init() {
        PreviewVM.made += 1
        serial = PreviewVM.made
        print("PreviewVM init #\(serial)")
    }
    deinit { print("PreviewVM deinit #\(serial)") }
}

struct PhotoDetail: View {
    let name: String
    @ObservedObject var vm = PreviewVM()

    var body: some View {
        let _ = print("PhotoDetail body: \(name) #\(vm.serial) likes \(vm.likes)")
        Button("Like") { vm.likes += 1 }
    }
}

struct PhotoList: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("PhotoList body: \(refreshes)")
        NavigationStack {
            List {
                Button("Refresh") { refreshes += 1 }
                NavigationLink(destination: PhotoDetail(name: "Dawn")) {
                    Text("Dawn")
                }
                NavigationLink(destination: PhotoDetail(name: "Dusk")) {
                    Text("Dusk")
                }
            }
        }
    }
}

:mount PhotoList()
// expect: PhotoList body: 0
// expect: PreviewVM init #1
// expect: PreviewVM init #2
:tap "Refresh"
// expect: PhotoList body: 1
// expect: PreviewVM init #3
// expect: PreviewVM init #4
// expect: PreviewVM deinit #1
// expect: PreviewVM deinit #2
:tap "Dusk"
// expect: PhotoDetail body: Dusk #4 likes 0
:tap "Like"
// expect: PhotoDetail body: Dusk #4 likes 1
:back
:tap "Refresh"
// expect: PhotoList body: 2
// expect: PreviewVM init #5
// expect: PreviewVM init #6
// expect: PreviewVM deinit #3
// expect: PreviewVM deinit #4
