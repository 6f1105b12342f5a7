/// Combine's `Subscribers` namespace and its `Completion`. Every publisher here has `Failure == Never`,
/// so `Completion` has only `.finished`; `.failure` is left out.
enum Subscribers {
    enum Completion {
        case finished

        /// The value a script's `receiveCompletion:` closure receives (`print` shows `finished`).
        var value: Value { .symbol("finished") }
    }
}
