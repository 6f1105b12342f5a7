// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/published (a sink on $name receives the current value when it subscribes, then each new one: a value set in init before the sink exists is seen only as the current value)
import SwiftUI
import Combine

final class ProfileModel: ObservableObject {
    @Published var name = "Guest"
    private var cancellables = Set<AnyCancellable>()

    init(savedName: String) {
        name = savedName
        $name
            .sink { print("name is \($0)") }
            .store(in: &cancellables)
        name = name.capitalized
    }
}

struct ProfileView: View {
    @StateObject private var profile = ProfileModel(savedName: "robin")

    var body: some View {
        VStack {
            Text(profile.name)
            Button("Rename") { profile.name = "Sam" }
        }
    }
}

:mount ProfileView()
:tap "Rename"
// expect: name is robin
// expect: name is Robin
// expect: name is Sam
