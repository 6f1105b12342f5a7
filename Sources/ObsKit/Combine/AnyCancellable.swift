/// Combine's `AnyCancellable`: cancels once, on `cancel()` or when released.
public final class AnyCancellable {
    private var cancelAction: (() -> Void)?

    init(_ cancel: @escaping () -> Void) {
        self.cancelAction = cancel
    }

    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    deinit { cancel() }
}
