// stack-overflow style (pitfall on purpose): "saving in objectWillChange.sink writes the previous value" — objectWillChange fires before the property is stored, so a sink that reads the model sees the old value; a sink on $nickname is handed the new value (dropFirst skips the value replayed at subscription) (rules §6.3, T1)
import Combine

final class Settings: ObservableObject {
    @Published var nickname = "anon"
    private var bag = Set<AnyCancellable>()

    init() {
        objectWillChange
            .sink { [unowned self] _ in print("willChange saves '\(self.nickname)'") }
            .store(in: &bag)
        $nickname
            .dropFirst()
            .sink { print("$nickname saves '\($0)'") }
            .store(in: &bag)
    }
}

let settings = Settings()
settings.nickname = "kit"
settings.nickname = "kat"
print("now \(settings.nickname)")

// expect: willChange saves 'anon'
// expect: $nickname saves 'kit'
// expect: willChange saves 'kit'
// expect: $nickname saves 'kat'
// expect: now kat
