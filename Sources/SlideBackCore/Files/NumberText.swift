/// Numbers as the usage texts and messages write them: 1, not 1.0.
public func formatNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
