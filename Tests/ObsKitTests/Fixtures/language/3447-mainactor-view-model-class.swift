// App code style: @MainActor view model class updated from async functions
@MainActor
final class ProfileViewModel {
    var name: String = ""
    var isLoading = false
    var log: [String] = []

    func load() async {
        isLoading = true
        log.append("start")
        let fetched = await fetchName()
        name = fetched
        isLoading = false
        log.append("done")
    }

    func rename(_ new: String) {
        log.append("rename \(name) -> \(new)")
        name = new
    }
}

func fetchName() async -> String {
    return "Taylor"
}

@MainActor
func render(_ vm: ProfileViewModel) {
    print("[\(vm.isLoading ? "loading" : "idle")] name=\(vm.name)")
}

let vm = ProfileViewModel()
render(vm)
await vm.load()
render(vm)
vm.rename("Jordan")
render(vm)
for entry in vm.log {
    print(entry)
}
// expect: [idle] name=
// expect: [idle] name=Taylor
// expect: [idle] name=Jordan
// expect: start
// expect: done
// expect: rename Taylor -> Jordan
