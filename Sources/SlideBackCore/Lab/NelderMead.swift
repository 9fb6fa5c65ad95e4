/// The Nelder-Mead simplex method: finds a low point of a function of a few numbers without its
/// derivatives, which a motion simulated frame by frame does not have (a spring that comes to
/// rest a frame sooner moves the error in steps). Pure and deterministic: the same start gives
/// the same answer.
public struct NelderMead: Sendable {
    /// The function evaluations it may spend.
    public var evaluationLimit = 400
    /// It stops once the simplex's values differ by less than this (or the limit is spent).
    public var tolerance = 1e-7
    /// The first simplex's size: each vertex moves one coordinate this far from the start.
    public var initialStep = 0.1

    /// Makes a minimizer with the stock settings.
    public init() {}

    /// The best point found from `start` and its value; `function` may return infinity for a
    /// point it refuses.
    public func minimize(_ start: [Double], _ function: ([Double]) -> Double) -> (point: [Double], value: Double, evaluations: Int) {
        var evaluations = 0
        func f(_ x: [Double]) -> Double {
            evaluations += 1
            let value = function(x)
            return value.isNaN ? .infinity : value
        }
        let n = start.count
        guard n > 0 else { return (start, f(start), evaluations) }
        var simplex = [start]
        for index in 0..<n {
            var vertex = start
            vertex[index] += initialStep
            simplex.append(vertex)
        }
        var values = simplex.map(f)
        func combine(_ a: [Double], _ b: [Double], _ t: Double) -> [Double] { zip(a, b).map { $0 + t * ($1 - $0) } }
        while evaluations < evaluationLimit {
            let order = values.indices.sorted { values[$0] < values[$1] }
            simplex = order.map { simplex[$0] }
            values = order.map { values[$0] }
            if abs(values[n] - values[0]) <= tolerance * (1 + abs(values[0])) { break }
            let centroid = (0..<n).map { i in simplex[0..<n].reduce(0) { $0 + $1[i] } / Double(n) }
            // Reflect the worst vertex through the others' centroid; expand, contract or shrink.
            let reflected = combine(centroid, simplex[n], -1), reflectedValue = f(reflected)
            if reflectedValue < values[0] {
                let expanded = combine(centroid, simplex[n], -2), expandedValue = f(expanded)
                (simplex[n], values[n]) = expandedValue < reflectedValue ? (expanded, expandedValue) : (reflected, reflectedValue)
            } else if reflectedValue < values[n - 1] {
                (simplex[n], values[n]) = (reflected, reflectedValue)
            } else {
                let outside = reflectedValue < values[n]
                let contracted = combine(centroid, outside ? reflected : simplex[n], 0.5), contractedValue = f(contracted)
                if contractedValue < min(reflectedValue, values[n]) {
                    (simplex[n], values[n]) = (contracted, contractedValue)
                } else {
                    for index in 1...n {
                        simplex[index] = combine(simplex[0], simplex[index], 0.5)
                        values[index] = f(simplex[index])
                    }
                }
            }
        }
        let best = values.indices.min { values[$0] < values[$1] } ?? 0
        return (simplex[best], values[best], evaluations)
    }
}
